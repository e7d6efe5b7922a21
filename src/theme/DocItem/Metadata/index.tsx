/**
 * Wrapped to point tools at each page's Markdown twin with
 * `<link rel="alternate" type="text/markdown">`, in the server-rendered head
 * and after client-side navigation alike (src/plugins/markdown-twins).
 */
import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownTwinPath} from '@site/src/utils/markdownTwin';

export default function MetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinPath(metadata.permalink)} title={`${metadata.title} as Markdown`} />
      </Head>
    </>
  );
}
