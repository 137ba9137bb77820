import { Injectable } from '@nestjs/common';
import { WorkEngine } from '../../../engine/work';
import { LogoService } from './logo.service';

/** The scheduler ticks every minute; looking hourly is plenty. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes logo uploads never confirmed (LogoService.deleteUnconfirmedUploads): a periodic task of the engine. */
@Injectable()
export class LogoUploadsJob {
  constructor(engine: WorkEngine, logos: LogoService) {
    engine.defineTask({
      name: 'unconfirmed-logo-uploads',
      everyMs: SWEEP_EVERY_MS,
      run: () => logos.deleteUnconfirmedUploads(),
    });
  }
}
