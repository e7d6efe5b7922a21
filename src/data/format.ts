/** Small formatters shared by the components and the tests. */
import type {Model} from './models';
import type {VersionName} from './versions';

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** 131072 -> "131,072 tokens"; a non-token limit keeps its note. */
export function formatLimit(model: Model, version: VersionName): string {
  const tokens = model.context(version);
  if (tokens === null) {
    return model.limitNote ?? 'None';
  }
  return `${tokens.toLocaleString('en-US')} tokens`;
}
