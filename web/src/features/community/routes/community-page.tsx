export default function CommunityPage() {
  return (
    <section className="container page">
      <h1>Coming soon</h1>
    </section>
  );
}
