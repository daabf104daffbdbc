import { useTeamUpdate } from "@/lib/api/team";
import type { TeamMember } from "@/lib/schemas/team";
import { showSnackbar } from "@/lib/stores/snackbar";

/** Resend invitation: a new link (valid seven more days) goes out; the answer shows in the snackbar. */
export function useResend(clientId: number) {
  const resend = useTeamUpdate(clientId, "resendInvitation");
  return (member: TeamMember) =>
    resend.mutate(member.id, {
      onSuccess: () => showSnackbar(`The invitation has been sent again to ${member.email}`),
      onError: (error) => showSnackbar(error.message, "error"),
    });
}
