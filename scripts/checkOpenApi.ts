/**
 * Checks the OpenAPI document of every docs version, as src/plugins/openapi
 * writes it into the build: Redocly's linter with its recommended rules must
 * find nothing, and every JSON request and response sample of the docs
 * (```json blocks, the bodies of curl `-d` and `-F`, the events of a stream)
 * must be valid against the document of its version. Problems are reported
 * as file:line. scripts/lib/openapiSamples.ts says how a sample is mapped to
 * its endpoint.
 *
 * Usage: npm run check:openapi [-- file-or-folder ...]   (default: docs/ and versioned_docs/)
 */
import {readFileSync} from 'node:fs';
import {buildOpenApiDocument} from '../src/data/openapi';
import {openApiPath} from '../src/data/openapiUrl';
import {versionOfFile, versionOrder, type VersionName} from '../src/data/versions';
import {listDocFiles} from '../src/lib/docFiles';
import {samplesOfPage} from './lib/openapiSamples';
import {lintConfig, lintDocument, SampleValidator, type Problem} from './lib/openapiValidation';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const problems: Problem[] = [];

  const config = await lintConfig();
  const validators = new Map<VersionName, SampleValidator>();
  for (const version of versionOrder) {
    const document = buildOpenApiDocument(version);
    problems.push(...(await lintDocument(document, `build${openApiPath(version)}`, config)));
    validators.set(version, new SampleValidator(document));
  }

  const files = await listDocFiles(args.length > 0 ? args : ['docs', 'versioned_docs']);
  let count = 0;
  for (const file of files) {
    const version = versionOfFile(file);
    if (!version) throw new Error(`${file} is in no docs version`);
    const {samples, problems: unmapped} = samplesOfPage(file, readFileSync(file, 'utf8'));
    problems.push(...unmapped);
    for (const sample of samples) {
      count++;
      problems.push(...validators.get(version)!.validate(sample));
    }
  }

  for (const p of problems) console.error(`${p.file}${p.line > 0 ? `:${p.line}` : ''}: ${p.message}`);
  console.log(`Linted ${versionOrder.length} OpenAPI documents; validated ${count} samples in ${files.length} files.`);
  console.log(problems.length === 0 ? 'No problems.' : `${problems.length} problems.`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
