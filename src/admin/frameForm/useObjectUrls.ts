import { useEffect, useMemo, useRef } from 'react';
import type { QueuedImage } from '../../../machines/imageList.machine';

/**
 * A browser address (object URL) for each queued file, by key, made once per file and revoked when the
 * file leaves the queue or the screen closes. The thumbnails and the preview card show them.
 */
export function useObjectUrls(queued: readonly QueuedImage[]): ReadonlyMap<string, string> {
  const made = useRef(new Map<string, string>());
  const urls = useMemo(() => {
    const out = new Map<string, string>();
    for (const q of queued) {
      let url = made.current.get(q.key);
      if (!url) {
        url = URL.createObjectURL(q.file);
        made.current.set(q.key, url);
      }
      out.set(q.key, url);
    }
    return out;
  }, [queued]);
  useEffect(() => {
    for (const [key, url] of made.current)
      if (!urls.has(key)) {
        URL.revokeObjectURL(url);
        made.current.delete(key);
      }
  }, [urls]);
  useEffect(() => {
    const all = made.current;
    return () => {
      for (const url of all.values()) URL.revokeObjectURL(url);
      all.clear();
    };
  }, []);
  return urls;
}
