import { Component, type ReactNode } from 'react';

/** The top-level error screen: 'Something went wrong' with 'Reload Page' (docs/product.md §2). Its styles are in index.html's head (`.app-failed`): it must work when the theme and the stylesheet do not. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main role="alert" className="app-failed">
        <h1>Something went wrong</h1>
        <p>Please reload the page to try again.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </main>
    );
  }
}
