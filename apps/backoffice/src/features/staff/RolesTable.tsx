// Which role holds which permission, straight from the contract the server checks.
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, ROLES, roleCan } from '@talih/contracts/backoffice/permissions.ts';
import { TableScroll } from '../../components/TableScroll.tsx';

export function RolesTable() {
  const { t } = useTranslation();
  return (
    <details className="card roles-card">
      <summary>
        <h2>{t('staff.rolesTitle')}</h2>
      </summary>
      <TableScroll label={t('staff.rolesTitle')}>
        <table className="table matrix">
          <thead>
            <tr>
              <th scope="col">{t('staff.permission')}</th>
              {ROLES.map((r) => (
                <th key={r} scope="col" className="center">
                  {t(`roles.${r}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSIONS.map((p) => (
              <tr key={p}>
                <th scope="row">
                  {t(`permissions.${p}`)} <code className="muted small">{p}</code>
                </th>
                {ROLES.map((r) => (
                  <td key={r} className="center">
                    {roleCan(r, p) ? (
                      <span aria-label="✓" className="yes">
                        ✓
                      </span>
                    ) : (
                      <span className="muted" aria-label="—">
                        ·
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
