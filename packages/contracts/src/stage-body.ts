import type { Stage, StageSaveBody } from './competition.ts';

/** The save body that keeps a stage as it is; callers override the part their page edits. */
export const stageToBody = (stage: Stage): StageSaveBody => ({
  competitionId: stage.competitionId,
  stageId: stage.stageId,
  name: stage.name,
  description: stage.description,
  orderNum: stage.orderNum,
  signUpStart: stage.signUpStart,
  signUpEnd: stage.signUpEnd,
  submitStart: stage.submitStart,
  submitEnd: stage.submitEnd,
  reviewStart: stage.reviewStart,
  reviewEnd: stage.reviewEnd,
  itemIds: stage.items.map((i) => i.itemId),
  groupIds: stage.groups.map((g) => g.groupId),
  workTypes: stage.workTypes as StageSaveBody['workTypes'],
  workMaxSizeMb: stage.workMaxSizeMb,
  workMaxCount: stage.workMaxCount,
  workFields: stage.workFields,
  workReplaceable: stage.workReplaceable,
});
