import { useState } from 'react';
import { Alert, Button, Flex, Form, Modal } from 'antd';
import { useFormik } from 'formik';
import { settingsMessages, type Location } from '@ensemble/contracts';
import { SubmitButton, submitErrorBanner, useNotify } from '@ensemble/shared-ui';
import { useCreateLocationMutation, useUpdateLocationMutation } from '../../../api/settingsApi';
import { LocationFields } from './LocationFields';
import {
  emptyLocationValues,
  locationFormSchema,
  locationToValues,
  valuesToLocationInput,
  type LocationFormValues,
} from './locationForm';

export interface LocationModalProps {
  organizationId: number;
  /** The location being edited; null adds one. */
  location: Location | null;
  /** A first location is the main one. */
  firstLocation: boolean;
  onClose: () => void;
}

function LocationForm({ organizationId, location, firstLocation, onClose }: LocationModalProps) {
  const notify = useNotify();
  const [banner, setBanner] = useState<string | null>(null);
  const [create] = useCreateLocationMutation();
  const [update] = useUpdateLocationMutation();
  const formik = useFormik<LocationFormValues>({
    initialValues: location ? locationToValues(location) : emptyLocationValues(firstLocation),
    validationSchema: locationFormSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const body = valuesToLocationInput(values);
      const result = location
        ? await update({ organizationId, id: location.id, body })
        : await create({ organizationId, body });
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e)));
        return;
      }
      notify.success(location ? settingsMessages.locationUpdated : settingsMessages.locationAdded);
      onClose();
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid="location-form">
      <Form layout="vertical" component={false}>
        {banner ? (
          <Alert type="error" title={banner} showIcon role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        <LocationFields formik={formik} />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton formik={formik}>{location ? 'Save' : 'Add location'}</SubmitButton>
        </Flex>
      </Form>
    </form>
  );
}

export function LocationModal(props: LocationModalProps & { open: boolean }) {
  const { open, ...rest } = props;
  return (
    <Modal
      open={open}
      title={props.location ? 'Edit location' : 'Add location'}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      width={640}
    >
      {open ? <LocationForm key={props.location?.id ?? 'new'} {...rest} /> : null}
    </Modal>
  );
}
