// Approve or reject one waiting request; a rejection asks for its reason.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText, objectLabel } from '../../lib/labels.ts';
import { useDecideApproval } from './api.ts';
import type { Deciding } from './ApprovalsPage.tsx';

export function DecideDialog(props: {
  deciding: Deciding | null;
  onClose(): void;
  onInvite(url: string): void;
}) {
  const { t } = useTranslation();
  const { deciding } = props;
  const decide = useDecideApproval((row) => {
    toast.success(row.status === 'approved' ? t('approvals.approved') : t('approvals.rejected'));
    if (row.enrolment) props.onInvite(row.enrolment.enrolUrl);
    props.onClose();
  });
  const approve = deciding?.decision === 'approve';
  return (
    <ConfirmDialog
      open={deciding !== null}
      title={approve ? t('approvals.approveTitle') : t('approvals.rejectTitle')}
      confirmLabel={approve ? t('approvals.approve') : t('approvals.reject')}
      danger={!approve}
      requireReason={!approve}
      busy={decide.isPending}
      error={decide.error ? errorText(t, decide.error) : null}
      onCancel={() => {
        props.onClose();
        decide.reset();
      }}
      onConfirm={(reason) =>
        deciding && decide.mutate({ id: deciding.row.id, decision: deciding.decision, reason })
      }
    >
      {deciding && (
        <p>
          {t('approvals.approveBody', {
            kind: t(`approvals.kinds.${deciding.row.kind}`, deciding.row.kind),
            object: objectLabel(t, deciding.row.objectType, deciding.row.objectId),
            by: deciding.row.requestedBy,
          })}
          {deciding.row.amountMinor !== null && (
            <>
              {' '}
              <Money minor={deciding.row.amountMinor} />
            </>
          )}
        </p>
      )}
    </ConfirmDialog>
  );
}
