/**
 * Wrapped to put the page actions (Copy page, View as Markdown, Copy link to
 * this version) above every docs page's content, outside the article the
 * Markdown twins and the search index read.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
