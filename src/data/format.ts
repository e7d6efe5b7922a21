/** Small formatters shared by the components and the tests. */
import type {Model} from './models';
import type {VersionName} from './versions';

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/**
 * 1048576 -> "1,048,576". Not toLocaleString('en-US'): on a page of model
 * tables its ICU formatting cost about 25 ms on a 4x-throttled phone.
 */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 131072 -> "131,072 tokens"; a model that takes files: "Audio files up to 25 MB". */
export function formatLimit(model: Model, version: VersionName): string {
  const tokens = model.context(version);
  if (tokens === null) {
    return model.fileLimitMb === undefined ? 'None' : `Audio files up to ${model.fileLimitMb} MB`;
  }
  return `${groupThousands(tokens)} tokens`;
}
