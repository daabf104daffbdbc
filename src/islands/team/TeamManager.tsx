import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { QueryProvider } from "@/lib/api/QueryProvider";
import { type TeamListParams, teamMembersQuery, teamStatusQuery } from "@/lib/api/team";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { teamMessages as messages } from "@/lib/messages/pages";
import type { TeamAccountStatus, TeamListPage, TeamMember, TeamSort } from "@/lib/schemas/team";
import { SearchBox } from "@/lib/ui/FilterBar";
import { EditAccessDialog } from "./EditAccessDialog";
import { InviteDialog } from "./InviteDialog";
import type { MemberAction } from "./MemberActions";
import { MemberTable } from "./MemberTable";
import { Pager } from "./Pager";
import { RemoveDialog } from "./RemoveDialog";
import { useResend } from "./use-resend";
import { RevokeDialog } from "./RevokeDialog";
import { SortSelect } from "./SortSelect";
import styles from "./TeamManager.module.css";

export interface TeamManagerProps {
  clientId: number;
  currentUserId: number;
  /** 000 §6, decided on the server: the client allows invites (and INVITE_NEW_USERS where needed). */
  canInvite: boolean;
  /** 000 §6: EDIT_USER and the client allowing team invites. */
  canEdit: boolean;
  /** The parameters of the server-rendered first page. */
  initialParams: Required<Pick<TeamListParams, "sort" | "per_page">>;
  /** The server-rendered first page and the seats. */
  initialPage: TeamListPage;
  initialStatus: TeamAccountStatus;
}

/** The user management island: the member table with search, sort and pages, the seats and the actions. */
export default function TeamManager(props: TeamManagerProps) {
  return (
    <QueryProvider>
      <TeamManagerBody {...props} />
    </QueryProvider>
  );
}

type Open = { kind: "invite" } | { kind: Exclude<MemberAction, "resend">; member: TeamMember } | null;

function TeamManagerBody(props: TeamManagerProps) {
  const { clientId, currentUserId, canInvite, canEdit, initialParams, initialPage, initialStatus } = props;
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<TeamSort>(initialParams.sort);
  const [page, setPage] = useState(1);
  const [open, setOpenState] = useState<Open>(null);
  // Dialogs mount while open; on closing, focus goes back to the button that opened them.
  const opener = useRef<HTMLElement | null>(null);
  const setOpen = (next: Open) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenState(next);
  };
  const settled = useDebounced(search.trim());
  const params: TeamListParams = { ...initialParams, sort, page, ...(settled && { search: settled }) };
  const isInitial = !settled && page === 1 && sort === initialParams.sort;
  const list = useQuery({
    ...teamMembersQuery(clientId, params),
    initialData: isInitial ? initialPage : undefined,
    placeholderData: (previous) => previous,
  });
  const status = useQuery({ ...teamStatusQuery(clientId), initialData: initialStatus });
  const resend = useResend(clientId);

  const actionsFor = (member: TeamMember): MemberAction[] => {
    const own = member.id === currentUserId;
    const list: MemberAction[] = [];
    if (canEdit && !own) list.push("edit");
    if (canInvite && member.status === "Pending") list.push("resend");
    const hasProjects = member.access.type === "ALL" || member.access.projects.length > 0;
    if (canEdit && !own && hasProjects) list.push("revoke");
    if (canEdit && !own) list.push("remove");
    return list;
  };
  const sortBy = (next: TeamSort) => {
    setSort(next);
    setPage(1);
  };
  const onAction = (action: MemberAction, member: TeamMember) =>
    action === "resend" ? resend(member) : setOpen({ kind: action, member });
  const close = () => {
    setOpenState(null);
    requestAnimationFrame(() => {
      if (opener.current?.isConnected) opener.current.focus();
    });
  };
  const members = list.data?.data ?? [];
  const meta = list.data?.meta;
  const seats = status.data?.seats_available ?? null;

  return (
    <section className={`card ${styles.team}`} aria-labelledby="team-title">
      <header className={styles.toolbar}>
        <div className={styles.heading}>
          <h2 id="team-title">Members{meta ? ` (${meta.total})` : ""}</h2>
          {seats !== null && <p className={styles.seats}>{messages.seatsAvailable(seats)}</p>}
        </div>
        <SearchBox
          className={styles.search}
          label="Search members by name, email or role"
          placeholder="Search name, email or role"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SortSelect sort={sort} onSort={sortBy} />
        {canInvite && (
          <button
            type="button"
            className="button primary"
            aria-haspopup="dialog"
            onClick={() => setOpen({ kind: "invite" })}
          >
            Invite users
          </button>
        )}
      </header>
      <p className="visually-hidden" aria-live="polite">
        {list.isFetching ? "Loading members…" : meta ? `${meta.total} members` : ""}
      </p>
      {list.isError ? (
        <div role="alert" className={styles.state}>
          <p>{list.error.message}</p>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : list.isPending ? (
        <p className={styles.state}>Loading members…</p>
      ) : members.length === 0 ? (
        <div className={styles.state}>
          <p>{settled ? `No members match “${settled}”.` : "No members yet."}</p>
          {settled && (
            <button type="button" className="button" onClick={() => setSearch("")}>
              Clear search
            </button>
          )}
        </div>
      ) : (
        <div
          className={styles.scroll}
          data-loading={list.isPlaceholderData || undefined}
          // Focusable, so the table scrolls sideways with the keyboard on a narrow screen.
          tabIndex={0}
          role="region"
          aria-label="Team members"
        >
          <MemberTable
            members={members}
            sort={sort}
            onSort={sortBy}
            busy={list.isFetching}
            actions={actionsFor}
            onAction={onAction}
          />
        </div>
      )}
      {meta && meta.last_page > 1 && <Pager page={meta.current_page} last={meta.last_page} onPage={setPage} />}
      {/* Mounted only while open: the page's HTML carries no hidden form, and a new dialog starts empty. */}
      {canInvite && open?.kind === "invite" && (
        <InviteDialog clientId={clientId} onClose={close} canChooseExisting={canEdit} seatsAvailable={seats} />
      )}
      {open?.kind === "edit" && (
        <EditAccessDialog key={open.member.id} clientId={clientId} member={open.member} onClose={close} />
      )}
      {open?.kind === "revoke" && (
        <RevokeDialog key={open.member.id} clientId={clientId} member={open.member} onClose={close} />
      )}
      {open?.kind === "remove" && (
        <RemoveDialog key={open.member.id} clientId={clientId} member={open.member} onClose={close} />
      )}
    </section>
  );
}
