import { defineMessages } from '../../../platform/messages.ts';

export const sceneMessages = defineMessages({
  sessionNotFound: { zh: '现场评审场次不存在', en: 'The on-site session does not exist' },
  screenNotFound: {
    zh: '叫号大屏链接无效或已更换',
    en: 'This screen link is not valid or has been replaced',
  },
  notOnsite: {
    zh: '该阶段不是现场评审，请先在评审设置中选择“现场评审”',
    en: 'This stage is not reviewed on site; choose "On-site review" in its review settings first',
  },
  entryTwice: { zh: '同一参评作品不能重复加入场次', en: 'An entry cannot be in the session twice' },
  entryNotInStage: { zh: '参评作品不属于该阶段', en: 'An entry does not belong to this stage' },
  roomTaken: { zh: '该阶段已有场次“{room}”', en: 'This stage already has a session "{room}"' },
  alreadyStarted: {
    zh: '场次已开始叫号，不能再修改参评名单或抽签',
    en: 'Calling has started; the entries and the draw can no longer change',
  },
  closed: { zh: '场次已结束', en: 'The session has ended' },
  stale: {
    zh: '叫号状态已被他人更新，请刷新后再操作',
    en: 'Someone else has just changed the queue; refresh and try again',
  },
  nobodyWaiting: { zh: '没有等候的队伍了', en: 'No team is waiting' },
  nobodyCalled: { zh: '当前没有正在叫号的队伍', en: 'No team is being called' },
  slotNotFound: { zh: '该队伍不在本场次中', en: 'That team is not in this session' },
  recallOnlySkipped: { zh: '只能重呼已过号的队伍', en: 'Only a skipped team can be recalled' },
  orderMismatch: {
    zh: '顺序须恰好包含所有等候中的队伍',
    en: 'The order must list exactly the teams still waiting',
  },
});
