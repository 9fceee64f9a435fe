"""bizengine: a chat assistant for a small business that answers from its own data and
never confirms anything itself — a person does."""
from bizengine.conversation.dialog import turn
from bizengine.web.extension import BizEngine
from bizengine.understanding.reader import analyze
from bizengine.business.store import Business, DatasetError, Store, load_business

__all__ = ["BizEngine", "Business", "DatasetError", "Store", "analyze", "load_business", "turn"]
__version__ = "0.1.0"
