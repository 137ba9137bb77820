import { Typography } from 'antd';
import {
  type AvailablePhoneNumber,
  getNumbersSchema,
  phoneNumberMessages as M,
  usAreaCodes,
} from '@ensemble/contracts';
import { FormModal, SelectField, useItemForm } from '@ensemble/shared-ui';
import { useAvailablePhoneNumbersMutation } from '../../api/phoneNumbersApi';

/** Every US area code with its state; typing filters by either ('415', 'CA'). */
const areaCodeOptions = usAreaCodes.map((a) => ({ value: a.code, label: `${a.code} (${a.state})` }));

export interface AreaCodeModalProps {
  open: boolean;
  organizationId: number;
  /** The area code searched last, offered again. */
  areaCode: string;
  onFound: (numbers: AvailablePhoneNumber[], areaCode: string) => void;
  onClose: () => void;
}

/**
 * Local numbers (spec 3 §2 'Phone setup'): the area code, required and one of the list, then the numbers available
 * in it. None there keeps the modal open with the API's words, to try another one.
 */
export function AreaCodeModal({ open, organizationId, areaCode, onFound, onClose }: AreaCodeModalProps) {
  const [search] = useAvailablePhoneNumbersMutation();
  const formik = useItemForm({
    item: null,
    // None yet: undefined, so the select shows its placeholder ('' would be a value it cannot name).
    initialValues: { number_type: 'local', area_code: areaCode || undefined },
    schema: getNumbersSchema,
    save: async (body) => {
      const code = body.area_code ?? '';
      onFound(await search({ organizationId, number_type: 'local', area_code: code }).unwrap(), code);
    },
    saved: { create: M.numbersFetched, edit: M.numbersFetched },
    onClose,
  });
  return (
    <FormModal
      open={open}
      title="Choose an area code"
      formik={formik}
      onClose={onClose}
      submitLabel="Search numbers"
    >
      <Typography.Paragraph type="secondary">
        Local numbers are offered in the area code you choose. Type a code or a state to find it.
      </Typography.Paragraph>
      <SelectField
        formik={formik}
        name="area_code"
        label="Area code"
        placeholder="Search an area code"
        options={areaCodeOptions}
        searchable
        required
      />
    </FormModal>
  );
}
