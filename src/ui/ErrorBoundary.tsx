import { Component, type ReactNode } from 'react';

/** The top-level error screen: 'Something went wrong' with 'Reload Page' (docs/product.md §2). Plain styles: it must work when the theme does not. */
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
      <main
        role="alert"
        style={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '1rem',
          padding: '1.5rem',
          fontFamily: 'system-ui, sans-serif',
          textAlign: 'center',
        }}
      >
        <h1 style={{ fontSize: '1.75rem', margin: 0 }}>Something went wrong</h1>
        <p style={{ margin: 0, color: '#4a5568' }}>Please reload the page to try again.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{
            padding: '0.75rem 1.5rem',
            borderRadius: '0.5rem',
            border: 0,
            background: '#1a202c',
            color: '#fff',
            fontSize: '1rem',
            cursor: 'pointer',
          }}
        >
          Reload Page
        </button>
      </main>
    );
  }
}
