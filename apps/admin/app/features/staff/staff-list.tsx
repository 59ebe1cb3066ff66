import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { StaffMember, StaffPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { PageHeader } from '../../ui/page-header';
import { useMember } from '../session/use-member';
import { staffMessages } from './messages';
import { StaffFilters } from './staff-filters';

const column = createColumnHelper<StaffMember>();

/** The owner's list of members, searched, filtered, sorted (name, email, role, added) and paged by the server. */
export function StaffList({ query, page }: { query: ListQuery; page: StaffPage }) {
  const { t, locale } = useI18n();
  const m = useMessages(staffMessages);
  const me = useMember();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: m('name'),
        cell: (info) => (
          <Link
            to={`/staff/${info.row.original.id}`}
            className="font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            {info.getValue()}
            {info.row.original.id === me.id && <span className="text-stone-600"> {m('you')}</span>}
          </Link>
        ),
      }),
      column.accessor('email', { header: m('email'), cell: (info) => <span dir="ltr">{info.getValue()}</span> }),
      column.accessor('role', { header: m('role'), cell: (info) => t(`role.${info.getValue()}`) }),
      column.accessor('language', {
        header: m('language'),
        enableSorting: false,
        cell: (info) => (info.getValue() === 'ar' ? t('app.arabic') : t('app.english')),
      }),
      column.accessor('twoFactor', {
        header: m('twoFactor'),
        enableSorting: false,
        cell: (info) => (info.getValue() ? m('on') : m('off')),
      }),
      // Owners are mailed whatever they chose, so the list says so rather than showing their choice.
      column.accessor('notifyByMail', {
        header: m('notices'),
        enableSorting: false,
        cell: (info) =>
          info.row.original.role === 'owner' ? m('noticesAlways') : info.getValue() ? m('noticesOn') : m('noticesOff'),
      }),
      column.accessor('active', {
        header: m('status'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? (
            t('app.active')
          ) : (
            <span className="rounded bg-stone-100 px-2 py-0.5 text-stone-700">{t('app.inactive')}</span>
          ),
      }),
      column.accessor('createdAt', {
        header: m('added'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {new Date(info.getValue()).toLocaleDateString(locale, { dateStyle: 'medium' })}
          </time>
        ),
      }),
    ],
    [t, m, locale, me.id],
  );
  return (
    <>
      <PageHeader
        title={m('title')}
        intro={m('intro')}
        actions={
          <Link to="/staff/new" className={buttonClass()}>
            {m('add')}
          </Link>
        }
      />
      <StaffFilters query={query} />
      <DataTable caption={m('title')} columns={columns} page={page} query={query} rowKey={(member) => member.id} />
    </>
  );
}
