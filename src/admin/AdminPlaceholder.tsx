/** Stands in for the admin app (a later issue); its own chunk, never in the storefront's first load. */
export default function AdminPlaceholder() {
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Admin panel</h1>
    </main>
  );
}
