import ParticipantLink from "@/lib/ui/ParticipantLink";

/** The study details' recruitment card of a self-recruited study: where its participant link is found again. */
export default function ParticipantLinkCard({ link }: { link: string }) {
  return (
    <section className="card" aria-labelledby="participants-link-title">
      <h2 id="participants-link-title">Recruit participants</h2>
      <p>
        Share this link with the people you recruit yourself. It opens the study's page for participants, without a
        sign-in.
      </p>
      <ParticipantLink link={link} />
    </section>
  );
}
