// npm run gen:endpoints — writes src/shared/api/endpoints.ts, the zod-free table of every contract that the web
// app imports as values (method and path, with the contract's types). A test fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { renderEndpointTable } from '../src/shared/api/endpoint-table.ts';

const target = new URL('../src/shared/api/endpoints.ts', import.meta.url);
writeFileSync(target, await renderEndpointTable());
console.log('src/shared/api/endpoints.ts 생성 완료');
