'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { ConsultSession } from '@nakshatra/shared';
import { format } from '@/i18n';
import { isApiFailure } from '@/features/api/client';
import { listOwnSessions, type OwnApplication } from './api';
import { EarningsPanel } from './earnings-panel';
import { GoLivePanel } from './go-live-panel';
import { IncomingRequests } from './incoming-requests';
import type { DashboardMessages } from './messages';
import { PresenceToggles } from './presence-toggles';
import { PushToggle } from '@/features/realtime/push';
import { ProfileEditor } from './profile-editor';
import { ReviewsPanel } from './reviews-panel';
import { SessionsPanel } from './sessions-panel';
import { useSessionUpdates } from './use-session-updates';
import styles from './dashboard.module.css';

const isLive = (s: ConsultSession) => s.status === 'accepted' || s.status === 'active';

type Props = {
  m: DashboardMessages;
  application: OwnApplication;
  onApplication: (a: OwnApplication) => void;
  /** re-read GET /api/astrologer/me (presence turns busy and back with sessions) */
  onReload: () => void;
};

/**
 * The approved astrologer's dashboard. Requests and the live session come from the lists and then live from the
 * socket's `session:update` events; a finished session refreshes the history and the earnings.
 */
export function DashboardView({ m, application, onApplication, onReload }: Props) {
  const [requests, setRequests] = useState<ConsultSession[] | null>(null);
  const [requestsFailed, setRequestsFailed] = useState(false);
  const [live, setLive] = useState<ConsultSession | null>(null);
  /** bumped when a session finishes: history and earnings re-read */
  const [finished, setFinished] = useState(0);
  const requestsRef = useRef(requests);
  requestsRef.current = requests;

  const readLists = useCallback(async () => {
    try {
      const [req, liveRes] = await Promise.all([listOwnSessions('requested', 1, 50), listOwnSessions('live', 1, 1)]);
      if (isApiFailure(req) || !req.data) setRequestsFailed(true);
      else {
        setRequestsFailed(false);
        setRequests(req.data.items);
      }
      if (!isApiFailure(liveRes) && liveRes.data) setLive(liveRes.data.items[0] ?? null);
    } catch {
      setRequestsFailed(true);
    }
  }, []);

  useEffect(() => {
    void readLists();
  }, [readLists]);

  const isConnected = useSessionUpdates(
    true,
    (s) => {
      if (s.status === 'requested') {
        if (!(requestsRef.current ?? []).some((r) => r.id === s.id)) toast(format(m.requests.newRequest, { name: s.intake.name }), { icon: '🔔' });
        setRequests((list) => [s, ...(list ?? []).filter((r) => r.id !== s.id)].sort((a, b) => a.requested_at.localeCompare(b.requested_at)));
        return;
      }
      setRequests((list) => (list ?? []).filter((r) => r.id !== s.id));
      if (isLive(s)) setLive(s);
      else {
        setLive((cur) => (cur?.id === s.id ? null : cur));
        if (s.status === 'ended') setFinished((n) => n + 1);
      }
      onReload();
    },
    () => {
      void readLists();
      onReload();
    },
  );

  return (
    <div className={styles.dashboard}>
      <PresenceToggles m={m} application={application} onChange={(p) => onApplication({ ...application, ...p })} />
      {/* requests reach a closed tab through web push */}
      <PushToggle />
      <IncomingRequests
        m={m}
        requests={requests}
        hasFailed={requestsFailed}
        isConnected={isConnected}
        onRetry={() => void readLists()}
        onGone={(id) => setRequests((list) => (list ?? []).filter((r) => r.id !== id))}
        onChanged={() => void readLists()}
      />
      <GoLivePanel application={application} />
      <div className={styles.columns}>
        <SessionsPanel m={m} live={live} finished={finished} />
        <EarningsPanel m={m} application={application} finished={finished} />
      </div>
      <div className={styles.columns}>
        <ProfileEditor m={m} application={application} onSaved={onApplication} />
        <ReviewsPanel m={m} astrologerId={application.id} />
      </div>
    </div>
  );
}
