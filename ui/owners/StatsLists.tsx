/**
 * The CRM's five lists of a property (visits, communications, online media, appearances,
 * documents): each a table of date, type, contact, subject, comment, status and source, newest
 * first, ten per page with its own paging links (plain links: they work without JavaScript and
 * jump back to their list).
 */
import { useI18n } from "../i18n/context.tsx";
import { Paging } from "../catalogue/list/Paging.tsx";
import type { ActivityList, ActivityRow } from "./stats-model.ts";
import { entryDate } from "./stats-format.ts";

const COLUMNS: (keyof Omit<ActivityRow, "occurredAt">)[] = [
  "type",
  "contact",
  "subject",
  "comment",
  "status",
  "source",
];

export function StatsLists({ lists }: { lists: ActivityList[] }) {
  return (
    <>
      {lists.map((list) => (
        <ActivityTable key={list.kind} list={list} />
      ))}
    </>
  );
}

function ActivityTable({ list }: { list: ActivityList }) {
  const { t, lang } = useI18n();
  const headingId = `${list.anchor}-title`;
  const title = t(`owners.stats.lists.${list.kind}.title`);
  return (
    <section className="owner-list" id={list.anchor} data-list={list.kind}>
      <h3 id={headingId} className="owner-list__title">
        {title}
      </h3>
      {list.total === 0 ? (
        <p className="owner-list__empty">{t(`owners.stats.lists.${list.kind}.empty`)}</p>
      ) : (
        <>
          {/* Seven columns do not fit a phone: the table scrolls sideways, and takes the keyboard focus to do so. */}
          <div className="owner-list__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
            <table className="owner-list__table">
              <thead>
                <tr>
                  <th scope="col">{t("owners.stats.columns.date")}</th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`owners.stats.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row, i) => (
                  <tr key={`${row.occurredAt}-${i}`}>
                    <td className="owner-list__date">
                      <time dateTime={row.occurredAt}>{entryDate(row.occurredAt, lang)}</time>
                    </td>
                    {COLUMNS.map((column) => (
                      <td key={column} className={`owner-list__${column}`}>
                        {row[column] || "–"}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPaging list={list} title={title} />
        </>
      )}
    </section>
  );
}

function ListPaging({ list, title }: { list: ActivityList; title: string }) {
  const { t } = useI18n();
  return (
    <Paging
      paging={list.paging}
      total={list.total}
      statusKey="owners.stats.paging.status"
      label={t("owners.stats.paging.label", { list: title })}
      className="owner-list__paging"
    />
  );
}
