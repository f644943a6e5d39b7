import { errorMessage } from '@shop/api/client';
import { isStaff, ROLES, type Role } from '@shop/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { formatDate } from '../../../lib/shop-dates';
import { texts } from '../../../lib/texts';
import { button, dangerButton } from '../../../ui/button.css';
import { DataTable, type TableFeatures } from '../../../ui/data-table';
import * as form from '../../../ui/form.css';
import { NameCell } from '../../../ui/name-cell';
import * as table from '../../../ui/table.css';
import { type AdminUser, type UserAction, useUserAction } from '../api/users';
import { usersTexts as t } from '../users-texts';

const column = createColumnHelper<TableFeatures, AdminUser>();

/**
 * People with their role as a select and block/unblock; each change asks first and refetches the list. Staff get
 * a "Telegram ID" action: the linked id lets them confirm and cancel orders from the staff chat.
 */
export function UsersTable({
  users,
  currentUserId,
}: {
  users: readonly AdminUser[];
  currentUserId: string | undefined;
}) {
  const action = useUserAction();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function linkTelegram(user: AdminUser) {
    const answer = window.prompt(t.askTelegramId(user.name), user.telegramId ? String(user.telegramId) : '');
    if (answer === null) return;
    const trimmed = answer.trim();
    if (trimmed !== '' && !/^\d{1,15}$/.test(trimmed)) {
      setNotice(null);
      setFailure(t.notANumber);
      return;
    }
    run(user, { kind: 'telegram', telegramId: trimmed === '' ? null : Number(trimmed) });
  }

  function run(user: AdminUser, change: UserAction) {
    const question =
      change.kind === 'role'
        ? t.confirmRole(user.name, texts.roles[change.role])
        : change.kind === 'block'
          ? t.confirmBlock(user.name)
          : null;
    if (question && !window.confirm(question)) return;
    setFailure(null);
    setNotice(null);
    action.mutate(
      { id: user.id, action: change },
      {
        onSuccess: (changed) => setNotice(doneText(change, changed)),
        onError: (error) => setFailure(errorMessage(error, texts.errors.generic)),
      },
    );
  }

  const columns = column.columns([
    column.accessor('name', {
      header: t.columns.name,
      cell: (info) => (
        <NameCell name={info.getValue()}>
          {info.row.original.id === currentUserId && <span className={table.badge}>{t.you}</span>}
        </NameCell>
      ),
    }),
    column.display({
      id: 'contacts',
      header: t.columns.contacts,
      cell: (info) => {
        const user = info.row.original;
        const lines = [
          user.email,
          user.phone && `+${user.phone}`,
          user.telegramUsername && `@${user.telegramUsername} (Telegram)`,
          user.telegramId && t.telegramId(user.telegramId),
          user.username && `@${user.username}`,
        ].filter(Boolean);
        return (
          <div className={table.muted}>
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>
        );
      },
    }),
    column.accessor('role', {
      header: t.columns.role,
      cell: (info) => (
        <select
          className={form.cellSelect}
          aria-label={`${t.roleOf(info.row.original.name)}`}
          value={info.getValue()}
          disabled={action.isPending}
          onChange={(event) => run(info.row.original, { kind: 'role', role: event.target.value as Role })}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {texts.roles[role]}
            </option>
          ))}
        </select>
      ),
    }),
    column.accessor('orderCount', { header: t.columns.orders }),
    column.accessor('lastLoginAt', {
      header: t.columns.lastLogin,
      cell: (info) => (info.getValue() ? formatDate(info.getValue() as string) : t.never),
    }),
    column.accessor('blocked', {
      header: t.columns.state,
      cell: (info) => (
        <span className={info.getValue() ? table.badgeDanger : table.badgeAccent}>
          {info.getValue() ? t.blocked : t.active}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: (info) => {
        const user = info.row.original;
        const telegram = isStaff(user.role) ? (
          <button
            type="button"
            className={`${button.secondary} ${table.smallButton}`}
            disabled={action.isPending}
            aria-label={`${t.linkTelegram}: ${user.name}`}
            onClick={() => linkTelegram(user)}
          >
            {t.linkTelegram}
          </button>
        ) : null;
        if (user.id === currentUserId) return telegram;
        return (
          <div className={table.rowActions}>
            {telegram}
            {user.blocked ? (
              <button
                type="button"
                className={`${button.secondary} ${table.smallButton}`}
                disabled={action.isPending}
                aria-label={`${t.unblock}: ${user.name}`}
                onClick={() => run(user, { kind: 'unblock' })}
              >
                {t.unblock}
              </button>
            ) : (
              <button
                type="button"
                className={`${dangerButton} ${table.smallButton}`}
                disabled={action.isPending}
                aria-label={`${t.block}: ${user.name}`}
                onClick={() => run(user, { kind: 'block' })}
              >
                {t.block}
              </button>
            )}
          </div>
        );
      },
    }),
  ]);

  return (
    <>
      {failure && (
        <p role="alert" className={form.formError}>
          {failure}
        </p>
      )}
      {notice && (
        <p role="status" className={form.formNotice}>
          {notice}
        </p>
      )}
      <DataTable label={t.tableLabel} rows={users} columns={columns} rowKey={(user) => user.id} />
    </>
  );
}

function doneText(change: UserAction, changed: AdminUser): string {
  switch (change.kind) {
    case 'role':
      return t.roleChanged(changed.name, texts.roles[changed.role]);
    case 'block':
      return t.blockedDone(changed.name);
    case 'unblock':
      return t.unblockedDone(changed.name);
    case 'telegram':
      return changed.telegramId
        ? t.telegramLinked(changed.name, changed.telegramId)
        : t.telegramUnlinked(changed.name);
  }
}
