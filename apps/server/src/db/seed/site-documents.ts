/**
 * The demo tenant's user agreement and privacy policy (plain text, editable in website settings).
 * A school running Podium replaces them with its own; these say what the product actually does.
 */
export const DEMO_USER_AGREEMENT = `欢迎使用高校学生竞赛网。注册即表示您同意以下条款：
一、您应使用真实、准确的身份信息注册，并妥善保管账号与密码，因保管不善造成的后果由您自行承担。
二、您提交的报名信息与参赛作品应为本人或本团队原创，不得侵犯他人知识产权或违反竞赛规则。
三、平台为竞赛的发布、报名、评审与证书查询提供服务；竞赛的组织与评审结果由主办单位负责。
四、您不得利用平台发布违法信息、干扰平台正常运行或冒用他人身份。
五、违反本协议的，平台可视情节暂停或注销账号。本协议的解释与修改以平台公布的最新版本为准。`;

export const DEMO_USER_AGREEMENT_EN = `Welcome to University Student Competitions. By signing up you agree to the following:
1. Register with true and accurate details and keep your account and password safe; you are responsible for what happens through a poorly kept account.
2. Sign-up details and works you submit must be your own or your team's original work and must respect others' intellectual property and the competition rules.
3. The portal publishes competitions and handles sign-up, review and certificate look-up; the organisers are responsible for running each competition and its results.
4. Do not use the portal to publish unlawful content, disrupt its operation or impersonate others.
5. Accounts that break this agreement may be suspended or closed. The latest version published on the portal applies.`;

export const DEMO_PRIVACY_POLICY = `我们依照《中华人民共和国个人信息保护法》处理您的个人信息：
一、收集的信息：姓名、手机号或邮箱、身份证号（选填，用于核验身份及推算出生日期与性别）、所在学校及报名与作品信息。
二、使用目的：账号注册与登录、竞赛报名与评审、获奖证书的发放与查询。我们不会将您的个人信息用于上述目的以外的用途。
三、保存与保护：手机号与身份证号加密存储；仅经授权的工作人员可在其职责范围内查看，查看明文会被记录。
四、共享：仅在竞赛组织所必需时向主办与承办单位提供，法律法规另有规定的除外。
五、您的权利：您可以查阅、更正您的个人信息，或联系平台注销账号。
注册时勾选同意即表示您已阅读并同意本政策，同意时间将被记录。`;

export const DEMO_PRIVACY_POLICY_EN = `We process your personal information under the Personal Information Protection Law of the People's Republic of China:
1. What we collect: name, phone number or e-mail, resident ID number (optional; used to verify identity and to derive birth date and gender), school, and your sign-up and work details.
2. Why: to register and sign you in, to run sign-up and review, and to issue and verify award certificates. We use it for nothing else.
3. Storage and protection: phone numbers and ID numbers are encrypted at rest; only authorised staff may view them within their duties, and every view of a full value is logged.
4. Sharing: only with the organisers of a competition where running it requires, or where the law requires.
5. Your rights: you may see and correct your information, or ask the portal to close your account.
Ticking the box on sign-up means you have read and accept this policy; the time of your consent is recorded.`;
