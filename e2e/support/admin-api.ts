// Admin API writes for setting up and restoring data in the browser specs (same-origin headers the CSRF stage asks for).
import { apiToken } from './admin.ts';
import { url } from './browser.ts';

export async function adminWrite(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<any> {
  const response = await fetch(url(path), {
    method,
    headers: {
      authorization: `Bearer ${await apiToken()}`,
      'content-type': 'application/json',
      'x-requested-with': '119-admin',
      origin: new URL(url('/')).origin,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}
