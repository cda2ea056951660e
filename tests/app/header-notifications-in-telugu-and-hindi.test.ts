import type { I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../src/app/i18n/app-i18n';
import type { NotificationItem } from '../../src/domain/dashboards/dashboard-data';
import { NOTIFICATION_TEXTS, notificationDetail } from '../../src/domain/menus/notification-texts';
import type { SessionUser } from '../../src/server/auth/session-user';
import { leaveNotifications } from '../../src/server/modules/leave/leave-notifications';
import type { LeaveStore } from '../../src/server/modules/leave/leave-store';

const HOD = { id: 4, username: 'hod', roles: ['ROLE_HOD'], program: 'CSE' } as unknown as SessionUser;
const waiting = (n: number) =>
  ({
    pendingFor: async () => Array.from({ length: n }, (_, i) => ({ id: i + 1, createdAt: '2026-11-24T05:00:00.000Z' })),
  }) as unknown as LeaveStore;

/** What the header shows of a notification (src/app/shell/notification-menu.tsx). */
const shown = (i18n: I18n, item: NotificationItem) => ({
  title: i18n._(item.title),
  detail: item.detailMessage ? i18n._(item.detailMessage.id, item.detailMessage.values) : item.detail,
});

describe("the header's notifications from the server, in the page's language", () => {
  it('sends the English as before, with the message and its figures', async () => {
    const [one] = await leaveNotifications(waiting(1), HOD, '2026-11-24');
    expect(one).toMatchObject({
      title: 'Leave waiting for you',
      detail: '1 leave application waits for your decision',
      detailMessage: { id: NOTIFICATION_TEXTS.oneLeaveWaits, values: { count: '1' } },
    });
    const [two] = await leaveNotifications(waiting(2), HOD, '2026-11-24');
    expect(two!.detail).toBe('2 leave applications wait for your decision');
    expect(notificationDetail(NOTIFICATION_TEXTS.loginsMissing, { students: '3', faculty: '0' }).detail).toBe(
      '3 students and 0 faculty members have no login yet',
    );
  });

  it('shows them in Telugu and Hindi with the figures in Western digits', async () => {
    const [two] = await leaveNotifications(waiting(2), HOD, '2026-11-24');
    expect(shown(await serverI18n('te'), two!)).toEqual({
      title: 'మీ కోసం వేచి ఉన్న సెలవులు',
      detail: '2 సెలవు దరఖాస్తులు మీ నిర్ణయం కోసం వేచి ఉన్నాయి',
    });
    const devices: NotificationItem = {
      id: 'sessions',
      kind: 'security',
      title: NOTIFICATION_TEXTS.signedInElsewhere,
      ...notificationDetail(NOTIFICATION_TEXTS.otherDevices, { devices: '3' }),
      at: null,
      to: null,
    };
    expect(shown(await serverI18n('hi'), devices)).toEqual({
      title: 'कहीं और साइन इन है',
      detail: 'आपका खाता 3 ब्राउज़रों या डिवाइसों पर साइन इन है। पासवर्ड बदलने से सभी से साइन आउट हो जाएगा।',
    });
  });
});
