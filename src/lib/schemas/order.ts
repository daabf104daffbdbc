import { z } from "zod";
import { DEVICES, GENDERS, ORDER_STATUSES, RECORDING_DEVICES, RECRUITMENT_METHODS } from "../constants";
import { messages } from "../messages";

/**
 * POST /api/orders: Start study (001 §2). The terms must be accepted; the server checks the
 * draft's requirements, places the recruitment order and moves the study out of DRAFT.
 */
export const orderCreateSchema = z
  .strictObject({
    study_id: z.number({ error: messages.required }).int().positive(),
    terms_accepted: z.literal(true, { error: messages.termsRequired }),
  })
  .meta({ id: "OrderCreate" });

/** A placed order. */
export const orderSchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    recruit_method: z.enum(RECRUITMENT_METHODS),
    required_interviews: z.number().int(),
    quality_assurance: z.boolean(),
    estimated_delivery_at: z.iso.datetime({ offset: true }),
    participant_link: z.string().nullable().meta({ description: "SHAREABLE_LINK: the public page participants open" }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Order" });

const option = z.object({ value: z.string(), label: z.string() });

/** GET /api/orders/study-filters (cached): the choices of the recruitment step. */
export const studyFiltersSchema = z
  .object({
    markets: z.array(option.extend({ languages: z.array(z.string()) })),
    languages: z.array(option),
    genders: z.array(option.extend({ value: z.enum(GENDERS) })),
    devices: z.array(option.extend({ value: z.enum(DEVICES) })),
    recording_devices: z.array(option.extend({ value: z.enum(RECORDING_DEVICES) })),
    recruitment_methods: z.array(option.extend({ value: z.enum(RECRUITMENT_METHODS), description: z.string() })),
    age: z.object({ min: z.number().int(), max: z.number().int() }),
    required_interviews: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: "StudyFilters" });

export type OrderCreate = z.infer<typeof orderCreateSchema>;
export type Order = z.infer<typeof orderSchema>;
export type StudyFilters = z.infer<typeof studyFiltersSchema>;
