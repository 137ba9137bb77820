import { settingsMessages, type Location, type LocationInput } from '@ensemble/contracts';
import { useItemForm, FormikForm } from '@ensemble/shared-ui';
import { useCreateLocationMutation, useUpdateLocationMutation } from '../../../api/settingsApi';
import { ItemModal } from '../shared/ItemModal';
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
  const [create] = useCreateLocationMutation();
  const [update] = useUpdateLocationMutation();
  const formik = useItemForm<Location, LocationFormValues, LocationInput>({
    item: location,
    initialValues: location ? locationToValues(location) : emptyLocationValues(firstLocation),
    schema: locationFormSchema,
    toBody: valuesToLocationInput,
    save: (body, l) =>
      (l ? update({ organizationId, id: l.id, body }) : create({ organizationId, body })).unwrap(),
    saved: { create: settingsMessages.locationAdded, edit: settingsMessages.locationUpdated },
    onClose,
  });
  return (
    <FormikForm
      formik={formik}
      testId="location-form"
      submitLabel={location ? 'Save' : 'Add location'}
      onCancel={onClose}
    >
      <LocationFields formik={formik} />
    </FormikForm>
  );
}

export function LocationModal(props: LocationModalProps & { open: boolean }) {
  const { open, ...rest } = props;
  return (
    <ItemModal
      open={open}
      noun="location"
      item={props.location}
      width={640}
      onClose={props.onClose}
      form={(key) => <LocationForm key={key} {...rest} />}
    />
  );
}
