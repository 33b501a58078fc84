import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { retryFailedChunks } from './chunk';

interface Props {
  children: ReactNode;
  /** The path shown: a failure belongs to its page, so another page starts afresh. */
  path: string;
  /** Shows nothing while failed (a part of the shell such as the toaster), instead of the message. */
  quiet?: boolean;
}

/**
 * A page's own error boundary: a page that fails (its code chunk did not load, most often) is replaced by
 * a message with Retry in place, inside the shell (menu, header, navigation), instead of the app's 'Something
 * went wrong' screen. It tries again when the browser comes back online too. Its styles are in index.html's
 * head (`.route-failed`): it must work without the back-office's theme or the stylesheet's chunk, either of
 * which may be the one that failed.
 */
class Boundary extends Component<Props, { failed: boolean; path: string }> {
  override state = { failed: false, path: this.props.path };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; path: string }) {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    window.removeEventListener('online', this.retry);
    retryFailedChunks();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <div role="alert" className="route-failed">
        <h2>This page could not be loaded</h2>
        <p>Check your connection, then try again.</p>
        <button type="button" onClick={this.retry}>
          Retry
        </button>
      </div>
    );
  }
}

/** A page inside its own error boundary (see Boundary). */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}

/** A part of the shell loaded as a chunk (toaster, menu, dialogs): nothing while its code fails to load, tried again once back online. */
export function QuietBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary path="" quiet>
      {children}
    </Boundary>
  );
}
