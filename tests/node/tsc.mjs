// The strict TypeScript check of the tests: sources checked together with pkg/'s declarations.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PKG_DTS = join(ROOT, 'pkg', 'xwing_huge.d.ts');
const OPTIONS = {
  strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true, checkJs: true, skipLibCheck: false,
  // No `esnext.disposable`: pkg/xwing_huge.d.ts references it itself (the Workspace's
  // [Symbol.dispose]), so a project on the ES2022 library compiles it as it is.
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], baseUrl: ROOT, paths: { 'xwing-huge': [PKG_DTS], 'xwing-huge/core': [join(ROOT, 'pkg', 'core', 'xwing_huge.d.ts')] },
};
// The wasm file a bundler hands over as a URL (README's esbuild example).
const AMBIENT = "declare module '*.wasm' { const url: string; export default url; }\n";

/** Diagnostics of `files` ({ name: source }) checked together with pkg/'s declarations. */
export function diagnostics(files) {
  const names = Object.keys(files).map((f) => join(ROOT, f));
  const host = ts.createCompilerHost(OPTIONS);
  const read = host.readFile.bind(host);
  const virtual = new Map(Object.entries(files).map(([f, s]) => [join(ROOT, f), s]));
  virtual.set(join(ROOT, '__ambient.d.ts'), AMBIENT);
  host.readFile = (f) => virtual.get(f) ?? read(f);
  host.fileExists = (f) => virtual.has(f) || ts.sys.fileExists(f);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (f, v) => (virtual.has(f) ? ts.createSourceFile(f, virtual.get(f), v, true) : getSource(f, v));
  const program = ts.createProgram([...names, join(ROOT, '__ambient.d.ts')], OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName.slice(ROOT.length)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '';
    return { code: d.code, text: `${where} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}` };
  });
}

/** A request as TypeScript source (typed arrays as constructor calls). */
export function literal(v) {
  if (v instanceof Float64Array) return `new Float64Array([${[...v].join(', ')}])`;
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  if (v && typeof v === 'object') {
    return `{ ${Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => `${JSON.stringify(k)}: ${literal(x)}`).join(', ')} }`;
  }
  return JSON.stringify(v);
}

