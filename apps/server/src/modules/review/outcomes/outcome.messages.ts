import { defineMessages } from '../../../platform/messages.ts';

export const outcomeMessages = defineMessages({
  teamEliminated: {
    zh: '队伍未通过“{stage}”的晋级评审，已止步本阶段，不能再进行此操作',
    en: 'The team was not promoted after “{stage}” and is out of the competition; this is no longer possible',
  },
  noFinalScores: {
    zh: '该阶段还没有最终成绩，请先计算最终成绩',
    en: 'This stage has no final scores yet; calculate them first',
  },
  noNextStage: {
    zh: '该阶段之后没有下一阶段，无法晋级',
    en: 'There is no stage after this one to promote into',
  },
  nothingToUndo: {
    zh: '该阶段没有可撤销的晋级',
    en: 'This stage has no committed promotion to undo',
  },
  promotionInUse: {
    zh: '已有 {count} 支晋级队伍在下一阶段产生了作品、评审分配或成绩（如“{team}”），不能撤销晋级',
    en: '{count} promoted team(s) already have works, review assignments or scores in the next stage (e.g. "{team}"); the promotion cannot be undone',
  },
  resultNotPublished: { zh: '该阶段的成绩尚未公布', en: 'The results of this stage have not been published' },
});
