export default function NotebookPage() {
  return (
    <section className="container page">
      <h1>Coming soon</h1>
    </section>
  );
}
