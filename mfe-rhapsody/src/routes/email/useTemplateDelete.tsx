import { useState } from 'react';
import { emailMessages } from '@ensemble/contracts';
import { apiErrorMessage, ConfirmModal, useNotify } from '@ensemble/shared-ui';

type ApiError = Parameters<typeof apiErrorMessage>[0];
type Call = (arg: { organizationId: number; id: number }) => { unwrap(): Promise<unknown> };

/**
 * Deleting an HTML or a text template (spec 3 §8 'Delete confirms'): whether the template is used decides the
 * confirm's words, so it is asked before the confirm opens; then the delete, with the spec's toasts.
 */
export function useTemplateDelete<T extends { id: number }>(opts: {
  organizationId: number;
  isUsed: Call;
  remove: Call;
  title: string;
}) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<{ template: T; used: boolean } | null>(null);

  const askDelete = async (t: T) => {
    try {
      const { is_used } = (await opts.isUsed({ organizationId: opts.organizationId, id: t.id }).unwrap()) as {
        is_used: boolean;
      };
      setDeleting({ template: t, used: is_used });
    } catch (error) {
      notify.error(apiErrorMessage(error as ApiError, emailMessages.unableToDeleteTemplate));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await opts.remove({ organizationId: opts.organizationId, id: deleting.template.id }).unwrap();
      notify.success(emailMessages.templateDeleted);
      setDeleting(null);
    } catch (error) {
      notify.error(apiErrorMessage(error as ApiError, emailMessages.unableToDeleteTemplate));
      throw error;
    }
  };

  const confirm = (
    <ConfirmModal
      open={deleting !== null}
      title={opts.title}
      text={deleting?.used ? emailMessages.deleteUsedTemplateConfirm : emailMessages.deleteTemplateConfirm}
      confirmLabel="Delete"
      danger
      onConfirm={confirmDelete}
      onCancel={() => setDeleting(null)}
    />
  );
  return { askDelete, confirm };
}
