/**
 * The quizzes' answers and the checks of a quiz as admins write it in Hindi, keyed by their English
 * text (functions/lib/i18n/hi.ts explains the catalogue). The area's routes register them, so only
 * its own bundle carries them.
 */

/** @public `routes.ts` requires it at the first Hindi answer, by a path knip does not follow. */
export const HI: Readonly<Record<string, string>> = {
  // Quizzes as admins write them (shared/quizzes.ts)
  'A quiz is an object with title, afterLesson, passPercent and questions.':
    'क्विज़ एक ऑब्जेक्ट है जिसमें title, afterLesson, passPercent और questions होते हैं।',
  'The title is required, at most {max} characters.': 'टाइटल ज़रूरी है, ज़्यादा से ज़्यादा {max} अक्षर।',
  'afterLesson must be the number of the lesson the quiz follows.':
    'afterLesson उस लेसन का नंबर होना चाहिए जिसके बाद क्विज़ आती है।',
  'afterLesson must be a lesson number of the course ({first} to {last}).':
    'afterLesson इस कोर्स के किसी लेसन का नंबर होना चाहिए ({first} से {last})।',
  'afterLesson must be a lesson number of the course (none).':
    'afterLesson इस कोर्स के किसी लेसन का नंबर होना चाहिए (कोर्स में अभी कोई लेसन नहीं है)।',
  'A quiz has 1 to {max} questions.': 'एक क्विज़ में 1 से {max} सवाल होते हैं।',
  'Two questions have the same id.': 'दो सवालों की id एक ही है।',
  'Question {number}: {problem}': 'सवाल {number}: {problem}',
  'write it as an object with text, kind, options, answer and explanation.':
    'इसे text, kind, options, answer और explanation वाले ऑब्जेक्ट के रूप में लिखें।',
  'the text is required, at most {max} characters.': 'टेक्स्ट ज़रूरी है, ज़्यादा से ज़्यादा {max} अक्षर।',
  'kind must be "single" or "multiple".': 'kind "single" या "multiple" होना चाहिए।',
  'it needs {min} to {max} options.': 'इसमें {min} से {max} ऑप्शन होने चाहिए।',
  'option {number}: {problem}': 'ऑप्शन {number}: {problem}',
  'option {number} needs text of at most {max} characters.':
    'ऑप्शन {number} में ज़्यादा से ज़्यादा {max} अक्षरों का टेक्स्ट होना चाहिए।',
  'two options have the same text.': 'दो ऑप्शन का टेक्स्ट एक ही है।',
  'two options have the same id.': 'दो ऑप्शन की id एक ही है।',
  'the answer must list correct options by index, from 0 to {last}, once each.':
    'answer में सही ऑप्शन उनके index से लिखें, 0 से {last} तक, हर एक सिर्फ़ एक बार।',
  'a single-choice question has exactly one correct option.': 'सिंगल-चॉइस सवाल में ठीक एक ही सही ऑप्शन होता है।',
  'name at least one correct option.': 'कम से कम एक सही ऑप्शन बताएँ।',
  'the explanation is required, at most {max} characters.': 'explanation ज़रूरी है, ज़्यादा से ज़्यादा {max} अक्षर।',
  'answers must map question ids to lists of option ids.':
    'answers में हर सवाल की id के साथ ऑप्शन की id की लिस्ट होनी चाहिए।',
  'An option is chosen twice.': 'एक ऑप्शन दो बार चुना गया है।',
  'Pass every quiz to claim the certificate: {passed} of {total} passed.':
    'सर्टिफ़िकेट पाने के लिए हर क्विज़ पास करें: {total} में से {passed} पास।',

  // functions/quizzes
  'Quiz not found.': 'क्विज़ नहीं मिली।',
  'Quiz deleted.': 'क्विज़ हटा दी गई।',
  'The quizzes changed while you were editing. Reload the page and try again.':
    'आपके बदलाव करते समय क्विज़ बदल गईं। पेज दोबारा लोड करें और फिर से कोशिश करें।',
  'This course already has a quiz titled "{title}".': 'इस कोर्स में "{title}" नाम की क्विज़ पहले से है।',
  'A course has at most {max} quizzes.': 'एक कोर्स में ज़्यादा से ज़्यादा {max} क्विज़ हो सकती हैं।',
  'Quizzes follow the lessons: "{title}" (after lesson {lesson}) cannot come after a quiz that follows lesson {previous}. Change its lesson instead.':
    'क्विज़ लेसन के क्रम में आती हैं: "{title}" (लेसन {lesson} के बाद) उस क्विज़ के बाद नहीं आ सकती जो लेसन {previous} के बाद आती है। इसके बजाय इसका लेसन बदलें।',
  'A quiz has at most {max} questions.': 'एक क्विज़ में ज़्यादा से ज़्यादा {max} सवाल हो सकते हैं।',
  'A quiz needs at least one question: delete the quiz instead.':
    'क्विज़ में कम से कम एक सवाल होना चाहिए: इसके बजाय क्विज़ ही हटा दें।',
  'An answer names a question this quiz does not have. Reload the quiz and try again.':
    'एक जवाब ऐसे सवाल का है जो इस क्विज़ में नहीं है। क्विज़ दोबारा लोड करें और फिर से कोशिश करें।',
  'Question {number}: an answer names an option it does not have. Reload the quiz and try again.':
    'सवाल {number}: एक जवाब ऐसा ऑप्शन बताता है जो इस सवाल में नहीं है। क्विज़ दोबारा लोड करें और फिर से कोशिश करें।',
  'Question {number} takes one answer.': 'सवाल {number} का सिर्फ़ एक जवाब हो सकता है।',
  'You have used all {attempts} attempts at this quiz allowed in {hours} hours. Review the lesson meanwhile; your next attempt is allowed from {time}.':
    'आप इस क्विज़ के {hours} घंटे में मिलने वाले सभी {attempts} मौके इस्तेमाल कर चुके हैं। तब तक लेसन दोहरा लें; अगला मौका {time} से मिलेगा।',
  'You have made {limit} quiz attempts this hour. Take a break; your next attempt is allowed from {time}.':
    'आप इस घंटे {limit} बार क्विज़ दे चुके हैं। थोड़ा ब्रेक लें; अगला मौका {time} से मिलेगा।',
};
