export default function TermsPage() {
  return (
    <section className="container page">
      <h1>Coming soon</h1>
    </section>
  );
}
