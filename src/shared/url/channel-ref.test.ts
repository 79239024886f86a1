import { describe, expect, it } from 'vitest';
import { CHANNEL_REF_MESSAGES, parseChannelRef } from './channel-ref.ts';

const ID = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('parseChannelRef', () => {
  it.each([
    [ID, 'id', ID],
    [`  ${ID}  `, 'id', ID],
    [`https://www.youtube.com/channel/${ID}`, 'id', ID],
    [`youtube.com/channel/${ID}/videos?view=0`, 'id', ID],
    [`http://m.youtube.com/channel/${ID}#about`, 'id', ID],
    ['@googledevelopers', 'handle', 'googledevelopers'],
    ['https://www.youtube.com/@googledevelopers', 'handle', 'googledevelopers'],
    ['www.youtube.com/@googledevelopers/featured', 'handle', 'googledevelopers'],
    ['m.youtube.com/@GoogleDevelopers', 'handle', 'GoogleDevelopers'],
    ['https://www.youtube.com/@%EC%84%9C%EC%9A%B8%EC%86%8C%EB%B0%A9', 'handle', '서울소방'],
    ['@서울소방재난본부', 'handle', '서울소방재난본부'],
    ['https://www.youtube.com/c/GoogleDevelopers', 'custom', 'GoogleDevelopers'],
    ['youtube.com/user/GoogleDevelopers/videos', 'username', 'GoogleDevelopers'],
    ['<https://youtube.com/@fake119-0>', 'handle', 'fake119-0'],
  ])('%s → %s %s', (input, lookup, value) => {
    expect(parseChannelRef(input)).toEqual({ ok: true, ref: { lookup, value } });
  });

  it.each([
    ['', CHANNEL_REF_MESSAGES.empty],
    ['   ', CHANNEL_REF_MESSAGES.empty],
    ['UCshort', CHANNEL_REF_MESSAGES.badId],
    [`https://www.youtube.com/channel/UCnope`, CHANNEL_REF_MESSAGES.badId],
    ['@a', CHANNEL_REF_MESSAGES.badHandle],
    ['@has space', CHANNEL_REF_MESSAGES.badHandle],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', CHANNEL_REF_MESSAGES.video],
    ['https://youtu.be/dQw4w9WgXcQ', CHANNEL_REF_MESSAGES.video],
    ['https://www.youtube.com/feed/trending', CHANNEL_REF_MESSAGES.notChannelPath],
    ['https://example.com/@someone', CHANNEL_REF_MESSAGES.otherSite],
    ['서울소방', CHANNEL_REF_MESSAGES.unreadable],
    ['just.words', CHANNEL_REF_MESSAGES.unreadable],
  ])('refuses %j with a Korean reason', (input, reason) => {
    expect(parseChannelRef(input)).toEqual({ ok: false, reason });
  });
});
