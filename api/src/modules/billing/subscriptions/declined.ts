import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../../engine/http/api-error';

/** A card or a charge the payments provider refused: 402 with the provider's words. */
export const declined = (message: string) => ApiError.detail(HttpStatus.PAYMENT_REQUIRED, message);
