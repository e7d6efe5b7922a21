/**
 * Wraps the loading state of a route's component (core's theme-fallback
 * Loading: the spinner after 200 ms, or the error with Retry) so that one
 * Retry retries everything the route needs (src/utils/chunkRetry.ts): once
 * the reader has clicked Retry, a component that meets a failure loads again
 * at once, one time, showing the spinner, instead of asking again.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';
import {isRetryRequested, requestRetry} from '../../utils/chunkRetry';

type Props = WrapperProps<typeof LoadingType>;

export default function LoadingWrapper(props: Props): ReactNode {
  const error: unknown = props.error;
  const {retry} = props;
  // Once retried without asking, a failure is shown.
  const [retriedWithoutAsking, setRetriedWithoutAsking] = useState(false);
  const again = error !== null && error !== undefined && isRetryRequested() && !retriedWithoutAsking;
  useEffect(() => {
    if (!again) return;
    queueMicrotask(() => {
      setRetriedWithoutAsking(true);
      retry();
    });
  }, [again, retry]);
  if (again) return <Loading {...props} error={null} isLoading pastDelay />;
  return (
    <Loading
      {...props}
      retry={() => {
        requestRetry();
        retry();
      }}
    />
  );
}
