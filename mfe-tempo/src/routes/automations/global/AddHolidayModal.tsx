import { DatePicker, Switch } from 'antd';
import dayjs from 'dayjs';
import { useFormik } from 'formik';
import { type HolidayInput, holidaySchema, leadsMessages } from '@ensemble/contracts';
import { FormField, FormModal, submitErrorBanner, TextField, useNotify } from '@ensemble/shared-ui';
import { useCreateHolidayMutation } from '../../../api/automationsApi';
import { browserToday, schemaErrors } from '../shared/schemaErrors';
import { DATE_FORMAT } from '../shared/format';

interface HolidayValues {
  name: string;
  /** YYYY-MM-DD, or '' before one is picked. */
  date: string;
  everyYear: boolean;
}

const toInput = (v: HolidayValues) =>
  ({ name: v.name, date: v.date, recurrence: v.everyYear ? 'fixed' : null }) as HolidayInput;

/** Add one of the organization's own holidays (name, a day from today; once or every year). */
export function AddHolidayModal(props: { organizationId: number; open: boolean; onClose: () => void }) {
  const [create] = useCreateHolidayMutation();
  const notify = useNotify();
  const formik = useFormik<HolidayValues>({
    initialValues: { name: '', date: '', everyYear: true },
    validate: (values) => schemaErrors(holidaySchema, toInput(values), { today: browserToday() }),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      try {
        await create({
          organizationId: props.organizationId,
          body: holidaySchema.cast(toInput(values)),
        }).unwrap();
      } catch (error) {
        helpers.setStatus(submitErrorBanner(error, helpers.setErrors));
        return;
      }
      notify.success(leadsMessages.addedSuccessfully);
      helpers.resetForm();
      props.onClose();
    },
  });
  const picked = formik.values.date ? dayjs(formik.values.date) : null;
  return (
    <FormModal open={props.open} title="Add holiday" formik={formik} onClose={props.onClose}>
      <TextField formik={formik} name="name" id="holiday-name" label="Name" required autoFocus />
      <FormField formik={formik} name="date" id="holiday-date" label="Date" required>
        <DatePicker
          id="holiday-date"
          format={DATE_FORMAT}
          style={{ width: '100%' }}
          value={picked}
          disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          onChange={(d) => void formik.setFieldValue('date', d ? d.format('YYYY-MM-DD') : '')}
          onBlur={() => void formik.setFieldTouched('date', true)}
        />
      </FormField>
      <FormField formik={formik} name="everyYear" id="holiday-every-year" label="Every year">
        <Switch
          id="holiday-every-year"
          checked={formik.values.everyYear}
          onChange={(on) => void formik.setFieldValue('everyYear', on)}
        />
      </FormField>
    </FormModal>
  );
}
