// One rule the import-x zones cannot say without a list of folders: a file inside `<dir>/<area>/` never imports
// from `<dir>/<other area>/`. Areas are read from the import's own path, so a new area is covered the day it is
// made (the admin app's `src/web/admin/features/<area>`), and it needs no folder to exist when the config loads.
import { dirname, relative, resolve, sep } from 'node:path';

/** The area a path lies in under `dir` (its first folder), or null when the path is outside `dir`. */
const areaOf = (dir, path) => {
  const inside = relative(dir, path);
  return inside.startsWith('..') || inside === '' ? null : inside.split(sep)[0];
};

/** @type {import('eslint').Rule.RuleModule} */
const noCrossAreaImports = {
  meta: {
    type: 'problem',
    docs: { description: 'areas under one folder never import each other' },
    schema: [{ type: 'object', properties: { dir: { type: 'string' }, message: { type: 'string' } }, required: ['dir'] }],
  },
  create(context) {
    const { dir, message } = context.options[0];
    const root = resolve(context.cwd, dir);
    const own = areaOf(root, context.filename);
    // A file lying directly in `dir` belongs to no area.
    if (!own || own === relative(root, context.filename)) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const other = areaOf(root, resolve(dirname(context.filename), source.value));
      if (other && other !== own)
        context.report({ node: source, message: message ?? `${dir}/${own}은 ${dir}/${other}를 가져오지 않습니다.` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'house' }, rules: { 'no-cross-area-imports': noCrossAreaImports } };
