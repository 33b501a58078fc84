import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?view=<id>` (the dashboard's activity and the quick search link to a message so): opens that message's
 * details once, then leaves the address as the list's.
 */
export function useViewParam(open: (id: number) => void) {
  const [params, setParams] = useSearchParams();
  const view = params.get('view');
  useEffect(() => {
    if (!view) return;
    const id = Number(view);
    if (Number.isInteger(id) && id > 0) open(id);
    setParams(
      (current) => {
        current.delete('view');
        return current;
      },
      { replace: true },
    );
  }, [view, open, setParams]);
}
