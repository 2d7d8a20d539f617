export default function CertificatePage() {
  return (
    <section className="container page">
      <h1>Coming soon</h1>
    </section>
  );
}
