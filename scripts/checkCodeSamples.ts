/**
 * Checks every fenced code block in the docs, so a sample cannot rot:
 * JSON parses, YAML parses, Python compiles, shell passes `bash -n`, and
 * TypeScript type-checks in strict mode against the real `openai` package.
 * Every problem is reported as file:line.
 *
 * Usage: npm run check:samples [-- file-or-folder ...]   (default: docs/ and versioned_docs/)
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';
import {extractCodeBlocks, type CodeBlock} from '../src/lib/codeBlocks';
import {listDocFiles} from '../src/lib/docFiles';

export interface SampleProblem {
  file: string;
  line: number;
  lang: string;
  message: string;
  /** Line where the failing block starts, to count failed blocks. */
  blockLine: number;
}

/** Languages we check, by fence name. Others (text, mermaid, mdx) are prose. */
const checked = {
  json: ['json'],
  yaml: ['yaml', 'yml'],
  python: ['python', 'py'],
  shell: ['bash', 'sh', 'shell', 'zsh'],
  typescript: ['ts', 'typescript', 'tsx'],
} as const;

const langOf = (block: CodeBlock): keyof typeof checked | null =>
  (Object.keys(checked) as (keyof typeof checked)[]).find((k) => (checked[k] as readonly string[]).includes(block.lang)) ?? null;

const problem = (block: CodeBlock, message: string, lineInBlock = 1): SampleProblem => ({
  file: block.file,
  line: block.line + lineInBlock - 1,
  lang: block.lang,
  message,
  blockLine: block.line,
});

export function checkJson(block: CodeBlock): SampleProblem[] {
  try {
    JSON.parse(block.code);
    return [];
  } catch (error) {
    return [problem(block, `JSON does not parse: ${(error as Error).message}`)];
  }
}

export function checkYaml(block: CodeBlock): SampleProblem[] {
  try {
    yaml.load(block.code);
    return [];
  } catch (error) {
    const e = error as Omit<yaml.YAMLException, 'mark'> & {mark?: yaml.Mark};
    return [problem(block, `YAML does not parse: ${e.reason}`, (e.mark?.line ?? 0) + 1)];
  }
}

export function checkShell(block: CodeBlock): SampleProblem[] {
  const result = spawnSync('bash', ['-n'], {input: block.code, encoding: 'utf8'});
  if (result.status === 0) return [];
  const match = /line (\d+)/.exec(result.stderr);
  return [problem(block, `bash -n: ${result.stderr.trim().replace(/^bash: /, '')}`, match ? Number(match[1]) : 1)];
}

/** Compiles all Python blocks in one interpreter run, as `py_compile` would. */
export function checkPython(blocks: readonly CodeBlock[]): SampleProblem[] {
  if (blocks.length === 0) return [];
  const script = `
import json, sys
out = []
for i, src in enumerate(json.load(sys.stdin)):
    try:
        compile(src, "<sample>", "exec")
    except SyntaxError as e:
        out.append([i, e.lineno or 1, e.msg])
print(json.dumps(out))
`;
  const result = spawnSync('python3', ['-c', script], {
    input: JSON.stringify(blocks.map((b) => b.code)),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`python3 failed: ${result.stderr}`);
  }
  const failures = JSON.parse(result.stdout) as [number, number, string][];
  return failures.map(([i, line, msg]) => problem(blocks[i]!, `Python does not compile: ${msg}`, line));
}

/**
 * Type-checks all TypeScript blocks in one program. Each block becomes its
 * own module file inside the project, so `openai` resolves from node_modules.
 */
export function checkTypeScript(blocks: readonly CodeBlock[], workDir: string): SampleProblem[] {
  if (blocks.length === 0) return [];
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  const byFile = new Map<string, CodeBlock>();
  for (const block of blocks) {
    const name = createHash('sha1').update(`${block.file}:${block.line}`).digest('hex').slice(0, 12);
    const file = path.join(workDir, `${name}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`);
    // A trailing `export {}` makes every block a module, so top-level await is allowed
    // and blocks do not see each other's declarations.
    writeFileSync(file, `${block.code}\nexport {};\n`);
    byFile.set(path.resolve(file), block);
  }
  const program = ts.createProgram([...byFile.keys()], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    skipLibCheck: true,
    jsx: ts.JsxEmit.Preserve,
  });
  const problems: SampleProblem[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const source = diagnostic.file;
    const block = source ? byFile.get(path.resolve(source.fileName)) : undefined;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (!source || !block) {
      throw new Error(`TypeScript: ${message}`);
    }
    const {line} = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    problems.push(problem(block, `TypeScript: ${message}`, line + 1));
  }
  rmSync(workDir, {recursive: true, force: true});
  return problems;
}

export function checkBlocks(blocks: readonly CodeBlock[], workDir: string): SampleProblem[] {
  const by = (k: keyof typeof checked): CodeBlock[] => blocks.filter((b) => langOf(b) === k);
  return [
    ...by('json').flatMap(checkJson),
    ...by('yaml').flatMap(checkYaml),
    ...by('shell').flatMap(checkShell),
    ...checkPython(by('python')),
    ...checkTypeScript(by('typescript'), workDir),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export async function collectBlocks(roots: readonly string[]): Promise<CodeBlock[]> {
  const files = await listDocFiles(roots);
  return files.flatMap((f) => extractCodeBlocks(f, readFileSync(f, 'utf8')));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const blocks = await collectBlocks(args.length > 0 ? args : ['docs', 'versioned_docs']);
  // Inside the project, so `openai` resolves from node_modules; one folder per run,
  // so parallel runs do not delete each other's files.
  const problems = checkBlocks(blocks, path.resolve(`node_modules/.cache/code-samples-${process.pid}`));
  for (const p of problems) {
    console.error(`${p.file}:${p.line}: [${p.lang}] ${p.message}`);
  }
  const considered = blocks.filter((b) => langOf(b) !== null).length;
  const failedBlocks = new Set(problems.map((p) => `${p.file}:${p.blockLine}`)).size;
  console.log(`Checked ${considered} code samples in ${new Set(blocks.map((b) => b.file)).size} files.`);
  console.log(`${considered - failedBlocks} passed, ${failedBlocks} failed`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
