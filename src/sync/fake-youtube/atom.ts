// The channel feed as YouTube serves it: Atom with yt: and media: namespaces, latest 15 uploads.

import type { FakeChannel, FakeVideo } from './dataset.ts';

export const FEED_SIZE = 15;

export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

// YouTube writes +00:00 rather than Z.
const atomTime = (iso: string): string => iso.replace(/\.\d{3}Z$|Z$/, '+00:00');

function entry(video: FakeVideo): string {
  const c = video.channel;
  const title = xmlEscape(video.title);
  return ` <entry>
  <id>yt:video:${video.id}</id>
  <yt:videoId>${video.id}</yt:videoId>
  <yt:channelId>${c.id}</yt:channelId>
  <title>${title}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.id}"/>
  <author>
   <name>${xmlEscape(c.title)}</name>
   <uri>https://www.youtube.com/channel/${c.id}</uri>
  </author>
  <published>${atomTime(video.publishedAt)}</published>
  <updated>${atomTime(video.publishedAt)}</updated>
  <media:group>
   <media:title>${title}</media:title>
   <media:content url="https://www.youtube.com/v/${video.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i2.ytimg.com/vi/${video.id}/hqdefault.jpg" width="480" height="360"/>
   <media:description>${xmlEscape(video.description)}</media:description>
   <media:community>
    <media:starRating count="${video.likeCount ?? 0}" average="5.00" min="1" max="5"/>
    <media:statistics views="${video.viewCount}"/>
   </media:community>
  </media:group>
 </entry>
`;
}

export function renderFeed(channel: FakeChannel, videos: readonly FakeVideo[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channel.id}"/>
 <id>yt:channel:${channel.id.slice(2)}</id>
 <yt:channelId>${channel.id.slice(2)}</yt:channelId>
 <title>${xmlEscape(channel.title)}</title>
 <link rel="alternate" href="https://www.youtube.com/channel/${channel.id}"/>
 <author>
  <name>${xmlEscape(channel.title)}</name>
  <uri>https://www.youtube.com/channel/${channel.id}</uri>
 </author>
 <published>${atomTime(channel.publishedAt)}</published>
${videos.map(entry).join('')}</feed>
`;
}
