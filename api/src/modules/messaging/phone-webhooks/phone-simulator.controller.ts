import { Body, Controller, UseGuards } from '@nestjs/common';
import {
  phoneSimulatorEndpoints as api,
  type SimulatedCall,
  type SimulatedText,
  type simulatedCallSchema,
  type simulatedTextSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { LocalPhoneGuard, PhoneSimulatorService } from './phone-simulator.service';

/** The local phone (the mailbox's kin): texts and calls to an organization's number, through the real webhooks. */
@Controller()
@UseGuards(LocalPhoneGuard)
export class PhoneSimulatorController {
  constructor(private readonly simulator: PhoneSimulatorService) {}

  @Endpoint(api.sms)
  text(@Body() body: InferType<typeof simulatedTextSchema>): Promise<SimulatedText> {
    return this.simulator.text(body);
  }

  @Endpoint(api.call)
  call(@Body() body: InferType<typeof simulatedCallSchema>): Promise<SimulatedCall> {
    return this.simulator.call(body);
  }
}
