/**
 * Adapted from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its affiliates).
 *
 * Swizzled (ejected) to mount a code block's buttons when a reader can reach
 * them, not all at once after hydration. Upstream wraps them in BrowserOnly,
 * so every block of a page mounts its copy and wrap buttons in the render
 * that follows hydration: on the API pages, 27 button pairs with their icons
 * and effects, most of that render's cost (README, Performance). Here a block
 * mounts them when it comes within a screen of the viewport, or when a
 * pointer or the focus enters it, whichever is first. The buttons stay
 * invisible until hover or focus (upstream's styles), and the code
 * itself is focusable, so a keyboard user's next Tab still finds them.
 */
import React, {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
// Upstream's styles, unchanged: the buttons stay invisible until hover or focus.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';

const pending = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** One observer for all blocks: calls `show` once the block is within a screen of the viewport. */
function observe(block: Element, show: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        pending.get(entry.target)?.();
      }
    },
    {rootMargin: '100% 0px'},
  );
  pending.set(block, show);
  observer.observe(block);
  return () => {
    pending.delete(block);
    observer?.unobserve(block);
  };
}

export default function CodeBlockButtons({className}: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const block = marker.current?.parentElement;
    if (!block) return undefined;
    let done = false;
    const show = (): void => {
      if (done) return;
      done = true;
      stop();
      startTransition(() => setMounted(true));
    };
    // Pointer and focus mount at once: the reader is about to use the buttons.
    const showNow = (): void => {
      if (done) return;
      done = true;
      stop();
      setMounted(true);
    };
    const unobserve = observe(block, show);
    block.addEventListener('pointerenter', showNow);
    block.addEventListener('focusin', showNow);
    function stop(): void {
      unobserve();
      block?.removeEventListener('pointerenter', showNow);
      block?.removeEventListener('focusin', showNow);
    }
    return stop;
  }, []);

  if (!mounted) return <span ref={marker} hidden />;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
