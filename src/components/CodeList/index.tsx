import type {ReactNode} from 'react';

/** Values as code, separated by commas: `/v1/chat/completions`, `/v1/completions`. */
export default function CodeList({items}: {items: readonly string[]}): ReactNode {
  return items.map((item, i) => (
    <span key={item}>
      {i > 0 && ', '}
      <code>{item}</code>
    </span>
  ));
}
