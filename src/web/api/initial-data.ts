// API answers the server sent with the page (src/server/plugins/web-initial-data.ts): a JSON data block,
// {url: body}. Each is used once, for exactly the URL it answers; later requests go to the network.
const ELEMENT_ID = 'initial-api';
let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  try {
    const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
    if (element?.textContent)
      for (const [url, body] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) answers.set(url, body);
    element?.remove();
  } catch {
    // A damaged block only costs the requests it would have saved.
  }
  return answers;
}

export function takeInitialAnswer(url: string): unknown {
  const map = load();
  const body = map.get(url);
  map.delete(url);
  return body;
}
