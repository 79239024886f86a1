// After `npm install`: one honest line on which Node runs the app. Plain JavaScript, so it runs on any
// Node npm itself runs on (npm scripts find the pinned Node in node_modules/.bin first, when it is there).
import { execFileSync } from 'node:child_process';

const major = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
const appNode = process.version;
let machineNode = appNode;
try {
  // The Node that runs npm: the machine's own, whatever node_modules holds.
  if (process.env.npm_node_execpath) machineNode = execFileSync(process.env.npm_node_execpath, ['--version']).toString().trim();
} catch {
  // Keep appNode: nothing better to say.
}

if (major(appNode) < 22) {
  console.log(`119 안전영상: 이 앱은 Node 22 이상이 필요합니다. 지금 Node는 ${appNode}입니다 (개발 의존성 node가 설치되지 않았습니다).`);
} else if (machineNode !== appNode) {
  console.log(
    `119 안전영상: 앱과 모든 npm 스크립트는 Node ${appNode}(개발 의존성 node)로 실행됩니다. 이 컴퓨터의 Node ${machineNode}는 npm만 실행합니다.`,
  );
  if (major(machineNode) < 22)
    console.log('  패키지들의 Node 버전 경고(EBADENGINE)는 이 컴퓨터의 Node 기준이라 숨겼습니다 (보려면 npm install --loglevel=warn).');
} else {
  console.log(`119 안전영상: 앱은 Node ${appNode}로 실행됩니다.`);
}
